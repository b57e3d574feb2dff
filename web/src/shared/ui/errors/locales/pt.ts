import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Portuguese. */
const pt: Translations<typeof en> = {
  'Oops!': 'Ups!',
  'Sorry, an unexpected error occurred.': 'Lamentamos, ocorreu um erro inesperado.',
  'Reload the page': 'Recarregar a página',
  'Go back home': 'Voltar ao início',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'Não foi possível carregar esta página. A loja pode ter sido atualizada ou a ligação caiu.',
  'The shop could not be reached. Please check your connection and try again.':
    'Não foi possível contactar a loja. Verifique a ligação e tente novamente.',
  'Something went wrong on our side. Please try again in a moment.':
    'Algo correu mal do nosso lado. Tente novamente dentro de momentos.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'A loja não conseguiu verificar o seu início de sessão agora. Tente novamente daqui a pouco; não precisa de iniciar sessão outra vez.',
  'Unknown aircraft type: {{type}}': 'Tipo de aeronave desconhecido: {{type}}',
};

export default pt;
