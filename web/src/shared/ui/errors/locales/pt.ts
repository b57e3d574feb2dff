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
  'Unknown aircraft type: {{type}}': 'Tipo de aeronave desconhecido: {{type}}',
};

export default pt;
