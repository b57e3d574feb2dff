import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Portuguese. */
const pt: Translations<typeof en> = {
  Checkout: 'Finalizar compra',
  Payment: 'Pagamento',
  'Your order': 'A sua encomenda',
  'Your licences': 'As suas licenças',
  'E-mail address': 'Endereço de e-mail',
  'Your licence keys are bound to this address and sent to it. Sign in with it later to see your licences.':
    'As suas chaves de licença ficam associadas a este endereço e são enviadas para ele. Inicie sessão com ele mais tarde para ver as suas licenças.',
  'You are signed in: your licence keys are bound to the e-mail address of your account.':
    'Tem sessão iniciada: as suas chaves de licença ficam associadas ao endereço de e-mail da sua conta.',
  'Next you see the amount with VAT and pay; nothing is charged before you confirm the payment.':
    'A seguir vê o montante com IVA e paga; nada é cobrado antes de confirmar o pagamento.',
  'VAT is added for your country at payment.': 'O IVA do seu país é acrescentado no pagamento.',
  'Starting payment…': 'A iniciar o pagamento…',
  'Continue to payment': 'Continuar para o pagamento',
  'Our {{terms}} apply; see the {{withdrawal}} for digital content and the {{privacy}}.':
    'Aplicam-se as nossas {{terms}}; consulte o {{withdrawal}} para conteúdos digitais e o {{privacy}}.',
  terms: 'condições',
  'right of withdrawal': 'direito de livre resolução',
  'privacy notice': 'aviso de privacidade',
  'Extends the support of licence {{licence}}.': 'Prolonga o suporte da licença {{licence}}.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up month for the time its support had lapsed.':
    'Prolonga o suporte da licença {{licence}}, incluindo {{count}} mês de recuperação pelo tempo em que o suporte esteve expirado.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up months for the time its support had lapsed.':
    'Prolonga o suporte da licença {{licence}}, incluindo {{count}} meses de recuperação pelo tempo em que o suporte esteve expirado.',
  Item: 'Artigo',
  Amount: 'Montante',
  'First year of support included': 'Primeiro ano de suporte incluído',
  'Support is free for the first year of each licence': 'O suporte é gratuito no primeiro ano de cada licença',
  'Net price': 'Preço líquido',
  'one-time': 'pagamento único',
  'per month': 'por mês',
  'per year': 'por ano',
  'Order {{number}}': 'Encomenda {{number}}',
  'Your licences will be bound to {{email}}.': 'As suas licenças ficarão associadas a {{email}}.',
  'Change the e-mail address': 'Alterar o endereço de e-mail',
  'Support of licence {{licence}} will run until {{date}}.': 'O suporte da licença {{licence}} vai até {{date}}.',
  'The secure payment form opens over this page. Closing it without paying takes you back to your basket.':
    'O formulário de pagamento seguro abre-se sobre esta página. Fechá-lo sem pagar leva-o de volta ao cesto.',
  'The card was declined. Nothing was charged; try another card or payment method in the payment form.':
    'O cartão foi recusado. Nada foi cobrado; experimente outro cartão ou método de pagamento no formulário.',
  'The payment form reported a problem. Please check the details you entered and try again.':
    'O formulário de pagamento comunicou um problema. Verifique os dados introduzidos e tente novamente.',
  'The secure payment form could not be loaded. Please check your connection and try again.':
    'Não foi possível carregar o formulário de pagamento seguro. Verifique a ligação e tente novamente.',
  'This payment link is incomplete: it names no order.':
    'Esta ligação de pagamento está incompleta: não indica nenhuma encomenda.',
  'Thank you for your purchase.': 'Obrigado pela sua compra.',
  'Order number': 'Número da encomenda',
  'Reference for support': 'Referência para o suporte',
  Bought: 'Comprado',
  VAT: 'IVA',
  'Amount charged': 'Montante cobrado',
  '{{amount}}, excluding VAT': '{{amount}}, sem IVA',
  'Licences bound to': 'Licenças associadas a',
  'Support of licence {{licence}} now runs until {{date}}.': 'O suporte da licença {{licence}} vai agora até {{date}}.',
  'Your licence key has been issued and sent to {{email}}.':
    'A sua chave de licença foi emitida e enviada para {{email}}.',
  'Your {{count}} licence keys have been issued and sent to {{email}}.':
    'As suas {{count}} chaves de licença foram emitidas e enviadas para {{email}}.',
  'Your payment is being confirmed. Your licences are issued as soon as it is, and an e-mail follows; this page need not stay open.':
    'O seu pagamento está a ser confirmado. As licenças são emitidas logo que esteja, e segue-se um e-mail; esta página não precisa de ficar aberta.',
  'Payment received. Your licences are being issued; this takes a few seconds…':
    'Pagamento recebido. As suas licenças estão a ser emitidas; demora alguns segundos…',
  'What happens next': 'O que acontece a seguir',
  'A confirmation e-mail is on its way.': 'Está a caminho um e-mail de confirmação.',
  'An e-mail with your licence keys is on its way; keep it.':
    'Está a caminho um e-mail com as suas chaves de licença; guarde-o.',
  'Your licence key stays the same.': 'A sua chave de licença mantém-se.',
  'Enter a key in the simulator software to activate it.':
    'Introduza uma chave no software do simulador para a ativar.',
  'Your licences, keys and support are always in your account under My licences.':
    'As suas licenças, chaves e suporte estão sempre na sua conta, em As minhas licenças.',
  'Create your account with this e-mail to see your licences':
    'Crie a sua conta com este e-mail para ver as suas licenças',
  'Go to your licences': 'Ir para as suas licenças',
  'Back to the shop': 'Voltar à loja',
  'Test payment — local Paddle stand-in': 'Pagamento de teste — substituto local do Paddle',
  'This is a test form of the local development stack. No card is charged and no real money moves; paying here sends the same signed webhooks Paddle would.':
    'Este é um formulário de teste do ambiente de desenvolvimento local. Nenhum cartão é cobrado e não circula dinheiro real; pagar aqui envia os mesmos webhooks assinados que o Paddle.',
  'Pay (test)': 'Pagar (teste)',
  'Decline card (test)': 'Recusar cartão (teste)',
  'Cancel payment': 'Cancelar o pagamento',
  'The local test payment was refused. Is the local stack still running?':
    'O pagamento de teste local foi recusado. O ambiente local ainda está a funcionar?',
  'The payment was cancelled. Your basket is as you left it.':
    'O pagamento foi cancelado. O seu cesto está como o deixou.',
  'The payment did not go through. Nothing was charged; please try again.':
    'O pagamento não foi concluído. Nada foi cobrado; tente novamente.',
  'Please enter a valid e-mail address, for example name@example.com.':
    'Introduza um endereço de e-mail válido, por exemplo nome@example.com.',
  'The quantity must be a whole number from 1 to {{max}}.': 'A quantidade tem de ser um número inteiro de 1 a {{max}}.',
  'One of the chosen add-ons is not available for this product.':
    'Um dos extras escolhidos não está disponível para este produto.',
  'The shop could not be reached. Please check your connection and try again.':
    'Não foi possível contactar a loja. Verifique a ligação e tente novamente.',
  'Something went wrong on our side. Please try again in a moment.':
    'Algo correu mal do nosso lado. Tente novamente dentro de momentos.',
  'The catch-up months must be a whole number from 0 to {{max}}.':
    'Os meses de recuperação têm de ser um número inteiro de 0 a {{max}}.',
  'This licence cannot be extended with this product. Please start again from your licences.':
    'Esta licença não pode ser prolongada com este produto. Recomece a partir das suas licenças.',
  'Refunded on {{date}}': 'Reembolsado a {{date}}',
  'Charged back on {{date}}': 'Estornado a {{date}}',
  'amount not known': 'montante desconhecido',
  'Credit note': 'Nota de crédito',
  'Credit note of {{date}}': 'Nota de crédito de {{date}}',
  'Net paid': 'Pago após reembolsos',
  'This order was refunded: its licence keys no longer activate the software.':
    'Esta encomenda foi reembolsada: as respetivas chaves de licença já não ativam o software.',
  'Our terms changed while this page was open. Please reload the page and read them again.':
    'Os nossos termos mudaram enquanto esta página estava aberta. Recarregue a página e leia-os novamente.',
  'Support for this licence already renews automatically; an extension would pay for the same period twice. Cancel the renewal first if you want to extend it with another term.':
    'O suporte desta licença já é renovado automaticamente; uma extensão pagaria duas vezes o mesmo período. Cancele primeiro a renovação se quiser prolongá-lo com outro prazo.',
  "The support subscription of this licence is paused; resumed, it renews the licence's support, so an extension would pay for the same period twice. Resume it, or cancel it first if you want to extend it with another term.":
    'A subscrição de suporte desta licença está em pausa; retomada, renova o suporte da licença, por isso uma extensão pagaria duas vezes o mesmo período. Retome-a, ou cancele-a primeiro se quiser prolongá-lo com outro prazo.',
};

export default pt;
