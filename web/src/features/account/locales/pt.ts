import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Portuguese. */
const pt: Translations<typeof en> = {
  'My account': 'A minha conta',
  'My licences': 'As minhas licenças',
  'My subscriptions': 'As minhas subscrições',
  'My orders and invoices': 'As minhas encomendas e faturas',
  'Extend support': 'Prolongar o suporte',
  'Signed in as {{email}}': 'Sessão iniciada como {{email}}',
  Sessions: 'Sessões',
  'Signs you out on this and every other device, for example a shared flight-school computer.':
    'Termina a sessão neste e em todos os outros dispositivos, por exemplo um computador partilhado da escola de voo.',
  'Sign out': 'Terminar sessão',
  'Sign out everywhere': 'Terminar sessão em todo o lado',
  'Your data': 'Os seus dados',
  'One JSON file with your account, orders, licences and their keys, subscriptions, transfers and the mails we sent you.':
    'Um ficheiro JSON com a sua conta, encomendas, licenças e respetivas chaves, subscrições, transferências e os e-mails que lhe enviámos.',
  'Download my data': 'Transferir os meus dados',
  'Delete my account': 'Eliminar a minha conta',
  'Delete my account…': 'Eliminar a minha conta…',
  'Your licences and their keys keep working, and signing up again with this address shows them. Invoices are kept as tax law requires.':
    'As suas licenças e respetivas chaves continuam a funcionar, e ao registar-se de novo com este endereço voltam a aparecer. As faturas são guardadas como exige a lei fiscal.',
  'This deletes every way you sign in with this address (password, Google, Apple), ends every session and stops every subscription from renewing (each runs to the end of its paid period). It cannot be undone.':
    'Isto elimina todas as formas de iniciar sessão com este endereço (palavra-passe, Google, Apple), termina todas as sessões e impede a renovação de todas as subscrições (cada uma vai até ao fim do período pago). Não pode ser desfeito.',
  'You sign in with Google or Apple: confirm with a code we mail to your address.':
    'Inicia sessão com a Google ou a Apple: confirme com um código que enviamos para o seu endereço.',
  'Send me a code': 'Enviar-me um código',
  'Send a new code': 'Enviar um novo código',
  'The code from the mail': 'O código do e-mail',
  'Your password': 'A sua palavra-passe',
  Cancel: 'Cancelar',
  'Change password': 'Alterar a palavra-passe',
  'Current password': 'Palavra-passe atual',
  'New password': 'Nova palavra-passe',
  'At least 10 characters.': 'Pelo menos 10 caracteres.',
  'Confirm new password': 'Confirmar a nova palavra-passe',
  'Your password has been changed. Every other device where you were signed in has been signed out.':
    'A sua palavra-passe foi alterada. Todos os outros dispositivos onde tinha sessão iniciada foram desligados.',
  Password: 'Palavra-passe',
  'You sign in with Google or Apple, so your password is kept there, not here. Change it in your Google or Apple account.':
    'Inicia sessão com a Google ou a Apple, por isso a sua palavra-passe está guardada lá, não aqui. Altere-a na sua conta Google ou Apple.',
  'Your account is deleted': 'A sua conta foi eliminada',
  'Every way of signing in with your address (password, Google, Apple) is deleted, and every session has ended. A confirmation is on its way to your address.':
    'Todas as formas de iniciar sessão com o seu endereço (palavra-passe, Google, Apple) foram eliminadas e todas as sessões terminaram. Está a caminho uma confirmação para o seu endereço.',
  'What we keep, and why': 'O que guardamos e porquê',
  'Your paid orders, invoices and refunds, for 10 years from the end of the year of payment: tax law requires it.':
    'As suas encomendas pagas, faturas e reembolsos, durante 10 anos a contar do fim do ano do pagamento: a lei fiscal exige-o.',
  'Your licences and their keys: they keep working, and signing up again with the same address shows them.':
    'As suas licenças e respetivas chaves: continuam a funcionar, e ao registar-se de novo com o mesmo endereço voltam a aparecer.',
  'Your subscriptions until the end of the period you paid for: none of them renews any more.':
    'As suas subscrições até ao fim do período pago: nenhuma se renova.',
  'Which mails we sent about an order (never their text), for one year.':
    'Que e-mails lhe enviámos sobre uma encomenda (nunca o texto), durante um ano.',
  'Everything else (checkouts never paid, transfer offers nobody accepted, the log of mails we sent you) is deleted. Read more in our {{privacy}}.':
    'Tudo o resto (encomendas nunca pagas, ofertas de transferência que ninguém aceitou, o registo dos e-mails enviados) foi eliminado. Saiba mais no nosso {{privacy}}.',
  'privacy notice': 'aviso de privacidade',
  'Back to the shop': 'Voltar à loja',
  'My orders': 'As minhas encomendas',
  'All your orders': 'Todas as suas encomendas',
  'You have no orders yet.': 'Ainda não tem encomendas.',
  '{{shop}} to buy a cockpit suite or an FMS trainer.': '{{shop}} para comprar uma suite de cockpit ou um FMS Trainer.',
  'Visit the shop': 'Visite a loja',
  'Older orders': 'Encomendas mais antigas',
  'Order of {{date}}': 'Encomenda de {{date}}',
  'Renewal of {{date}}': 'Renovação de {{date}}',
  Net: 'Líquido',
  VAT: 'IVA',
  'Total paid': 'Total pago',
  'Net paid': 'Líquido pago',
  Status: 'Estado',
  'Order number': 'Número da encomenda',
  'Transaction (for support)': 'Transação (para o suporte)',
  'Download invoice': 'Transferir a fatura',
  Paid: 'Paga',
  Refunded: 'Reembolsada',
  'Partly refunded': 'Parcialmente reembolsada',
  'Refunded on {{date}}': 'Reembolsado a {{date}}',
  'Charged back on {{date}}': 'Estornado a {{date}}',
  'amount not known': 'montante desconhecido',
  'Credit note': 'Nota de crédito',
  'Credit note of {{date}}': 'Nota de crédito de {{date}}',
  'Revoked: this key no longer activates the software.': 'Revogada: esta chave já não ativa o software.',
  'Copy key': 'Copiar a chave',
  'Show whole key': 'Mostrar a chave inteira',
  'Fold key': 'Recolher a chave',
  Copied: 'Copiada',
  'Copying is blocked here: select the key and copy it by hand.':
    'A cópia está bloqueada aqui: selecione a chave e copie-a manualmente.',
};

export default pt;
