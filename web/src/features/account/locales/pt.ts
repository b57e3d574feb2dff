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
  'Net paid': 'Pago após reembolsos',
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
  'No suite licence is bound to this address.': 'Nenhuma licença de suite está associada a este endereço.',
  'Buy a cockpit suite': 'Comprar uma suite de cockpit',
  'Suite licences': 'Licenças de suite',
  'Licence {{licence}}, {{aircraft}}': 'Licença {{licence}}, {{aircraft}}',
  'Licence {{licence}}': 'Licença {{licence}}',
  'Licence {{licence}}, paid until {{date}}': 'Licença {{licence}}, paga até {{date}}',
  'Support lapsed 1 month ago: the extension includes 1 catch-up month.':
    'O suporte expirou há 1 mês: a extensão inclui 1 mês de recuperação.',
  'Support lapsed {{count}} months ago: the extension includes {{count}} catch-up months.':
    'O suporte expirou há {{count}} meses: a extensão inclui {{count}} meses de recuperação.',
  'Support term': 'Prazo do suporte',
  Monthly: 'Mensal',
  Annual: 'Anual',
  'Support will run from {{start}} until {{end}}.': 'O suporte vai de {{start}} até {{end}}.',
  'Support will run until {{date}}.': 'O suporte vai até {{date}}.',
  Continue: 'Continuar',
  'Support renews automatically; nothing to extend.': 'O suporte renova-se automaticamente; não há nada a estender.',
  'You have no subscriptions.': 'Não tem subscrições.',
  Subscriptions: 'Subscrições',
  'Licences {{licences}}': 'Licenças {{licences}}',
  Subscription: 'Subscrição',
  'Pays for': 'Paga',
  Supports: 'Dá suporte a',
  'Cancelled — ends on {{date}}': 'Cancelada — termina em {{date}}',
  'Active, renews automatically': 'Ativa, renova-se automaticamente',
  'Next billing date': 'Próxima data de cobrança',
  none: 'nenhuma',
  Amount: 'Valor',
  'Current period ends': 'Fim do período atual',
  'Cancellation requested; waiting for the payment provider to confirm…':
    'Cancelamento pedido; a aguardar a confirmação do prestador de pagamentos…',
  'Resuming; waiting for the payment provider to confirm…':
    'A retomar; a aguardar a confirmação do prestador de pagamentos…',
  'Changed your mind? Until {{date}} you can resume it, and it renews as before.':
    'Mudou de ideias? Até {{date}} pode retomá-la, e renova-se como antes.',
  'Cancel subscription': 'Cancelar subscrição',
  Resume: 'Retomar',
  'Manage payment method': 'Gerir método de pagamento',
  'Confirm cancellation': 'Confirmar cancelamento',
  'Cancel at the end of the current period? It stays active until {{date}} and is not charged again.':
    'Cancelar no fim do período atual? Fica ativa até {{date}} e não volta a ser cobrada.',
  'Yes, cancel at period end': 'Sim, cancelar no fim do período',
  'Keep subscription': 'Manter subscrição',
  '{{price}} per month plus VAT': '{{price}} por mês mais IVA',
  '{{price}} per year plus VAT': '{{price}} por ano mais IVA',
  '1 seat': '1 posto',
  '{{count}} seats': '{{count}} postos',
  'This action is not available.': 'Esta ação não está disponível.',
  'The shop could not be reached. Please check your connection and try again.':
    'Não foi possível contactar a loja. Verifique a sua ligação e tente novamente.',
  'You have no licences yet.': 'Ainda não tem licenças.',
  Licences: 'Licenças',
  Licence: 'Licença',
  Aircraft: 'Avião',
  Configuration: 'Configuração',
  'Add-ons': 'Extras',
  'Licence key (re-issued {{date}})': 'Chave de licença (reemitida em {{date}})',
  'Licence key': 'Chave de licença',
  'The dispute over this purchase was settled in your favour, but the support subscription it canceled cannot be resumed.':
    'A disputa sobre esta compra foi resolvida a seu favor, mas a subscrição de suporte que cancelou não pode ser retomada.',
  'Restart support': 'Reiniciar o suporte',
  'Continue support from {{date}}': 'Continuar o suporte a partir de {{date}}',
  '{{product}}: {{seats}}': '{{product}}: {{seats}}',
  Billed: 'Faturação',
  Seats: 'Postos',
  'Seat {{number}} key ({{licence}})': 'Chave do posto {{number}} ({{licence}})',
  Purchased: 'Comprada',
  'Revoked (refunded)': 'Revogada (reembolsada)',
  'Transfer to {{email}} pending since {{date}}.': 'Transferência para {{email}} pendente desde {{date}}.',
  'Cancel transfer': 'Cancelar transferência',
  'Transfer to a new owner…': 'Transferir para um novo titular…',
  "New owner's e-mail address": 'Endereço de e-mail do novo titular',
  'The new owner accepts the licence after signing in with this address; you then no longer hold it, and its key is re-issued.':
    'O novo titular aceita a licença depois de iniciar sessão com este endereço; a partir daí deixa de ser sua, e a chave é reemitida.',
  'Offer transfer': 'Oferecer transferência',
  'Licences offered to you': 'Licenças que lhe foram oferecidas',
  '{{product}} ({{licence}}) from {{email}}, offered {{date}}.':
    '{{product}} ({{licence}}) de {{email}}, oferecida em {{date}}.',
  'Accept licence {{licence}}': 'Aceitar a licença {{licence}}',
  "Every licence and trainer seat bought with your e-mail address, with its key. Copy a key into the simulator's licence dialog on the computer it runs on; a key that was re-issued after a transfer or a renewal replaces the one you had before.":
    'Cada licença e posto de trainer comprados com o seu endereço de e-mail, com a respetiva chave. Copie uma chave para a caixa de licença do simulador no computador onde ele corre; uma chave reemitida após uma transferência ou uma renovação substitui a que tinha.',
  'neo and ceo': 'neo e ceo',
  'ceo only': 'só ceo',
  'Support active until {{date}}, renews automatically': 'Suporte ativo até {{date}}, renova-se automaticamente',
  'Support active until {{date}}, cancelled (does not renew)': 'Suporte ativo até {{date}}, cancelado (não se renova)',
  'Support active until {{date}}, paid by the previous owner, renews automatically':
    'Suporte ativo até {{date}}, pago pelo titular anterior, renova-se automaticamente',
  'Support active until {{date}}, paid by the previous owner; it does not renew for you':
    'Suporte ativo até {{date}}, pago pelo titular anterior; não se renova para si',
  'Support active until {{date}}, paid by someone else, renews automatically':
    'Suporte ativo até {{date}}, pago por outra pessoa, renova-se automaticamente',
  'Support active until {{date}}, paid by someone else; it does not renew for you':
    'Suporte ativo até {{date}}, pago por outra pessoa; não se renova para si',
  'Support lapsed since {{date}}': 'Suporte expirado desde {{date}}',
  'Support paused since {{date}}': 'Suporte em pausa desde {{date}}',
  'Support payment due: the renewal of {{date}} is not paid yet':
    'Pagamento do suporte em dívida: a renovação de {{date}} ainda não está paga',
  'No support on record yet': 'Ainda não há suporte registado',
  'Subscription active until {{date}}, renews automatically':
    'Subscrição ativa até {{date}}, renova-se automaticamente',
  'Subscription active until {{date}}, cancelled (does not renew)':
    'Subscrição ativa até {{date}}, cancelada (não se renova)',
  'Subscription active until {{date}}, paid by the previous owner, renews automatically':
    'Subscrição ativa até {{date}}, paga pelo titular anterior, renova-se automaticamente',
  'Subscription active until {{date}}, paid by the previous owner; it does not renew for you':
    'Subscrição ativa até {{date}}, paga pelo titular anterior; não se renova para si',
  'Subscription active until {{date}}, paid by someone else, renews automatically':
    'Subscrição ativa até {{date}}, paga por outra pessoa, renova-se automaticamente',
  'Subscription active until {{date}}, paid by someone else; it does not renew for you':
    'Subscrição ativa até {{date}}, paga por outra pessoa; não se renova para si',
  'Subscription lapsed since {{date}}': 'Subscrição expirada desde {{date}}',
  'Subscription paused since {{date}}': 'Subscrição em pausa desde {{date}}',
  'Subscription payment due: the renewal of {{date}} is not paid yet':
    'Pagamento da subscrição em dívida: a renovação de {{date}} ainda não está paga',
  'No subscription on record yet': 'Ainda não há subscrição registada',
  Active: 'Ativa',
  Trial: 'Experimental',
  'Payment overdue': 'Pagamento em atraso',
  Paused: 'Em pausa',
  Cancelled: 'Cancelada',
  'Support for {{product}}': 'Suporte para {{product}}',
  'Next charge': 'Próxima cobrança',
  '{{gross}} (including {{vat}} VAT)': '{{gross}} (inclui {{vat}} de IVA)',
  'Every order and renewal paid with your e-mail address, with what was charged, its refunds, its invoice and its credit notes.':
    'Cada encomenda e renovação pagas com o seu endereço de e-mail, com o valor cobrado, os reembolsos, a fatura e as notas de crédito.',
};

export default pt;
