import type { MailTexts } from './en';

export const pt: MailTexts = {
  team: 'A equipa {{brand}}',
  hello: 'Olá,',
  thanks: 'Obrigado pela sua encomenda.',
  legalLine: 'Condições, aviso de privacidade, informação legal e direito de livre resolução:',
  legalTerms: 'Condições',
  legalPrivacy: 'Aviso de privacidade',
  legalImprint: 'Informação legal',
  legalWithdrawal: 'Direito de livre resolução',
  orderSubjectOne: 'a sua chave de licença',
  orderSubjectMany: 'as suas {{count}} chaves de licença',
  orderSubjectExtension: 'a sua extensão de suporte está paga',
  resentSubject: 'Reenviado: {{subject}}',
  factOrderNumber: 'Número da encomenda',
  factReference: 'Referência para o suporte',
  factProduct: 'Produto',
  factItems: 'Artigos',
  factRenewal: 'Renovação',
  factNet: 'Preço líquido',
  factVat: 'IVA',
  factCharged: 'Montante cobrado',
  excludingVat: '{{amount}} (sem IVA)',
  renewalYear: '{{amount}} por ano, renovado automaticamente até cancelar',
  renewalMonth: '{{amount}} por mês, renovado automaticamente até cancelar',
  renewalWithVat: '{{gross}} (inclui {{vat}} de IVA)',
  renewalFirstYear: 'Primeiro ano incluído, depois {{price}}',
  extendedUntil:
    'O suporte da licença {{licence}} foi prolongado: vai agora até {{date}}. A sua chave de licença mantém-se.',
  extended: 'O suporte da licença {{licence}} foi prolongado. A sua chave de licença mantém-se.',
  seeLicences: 'Ver as suas licenças',
  goToLicences: 'Ir para as suas licenças',
  seeOrder: 'Ver a encomenda e a fatura',
  keysOne: 'Aqui está a sua chave de licença.',
  keysMany: 'Aqui estão as suas {{count}} chaves de licença, uma por licença.',
  keysFirst:
    'Aqui estão as primeiras {{mailed}} das suas {{count}} chaves de licença; todas estão na sua página de licenças.',
  keyLabel: 'Licença {{index}} de {{count}} ({{licence}})',
  suiteKeyUse:
    'Use esta chave para ativar a sua licença {{product}} no software do simulador. Está associada ao seu endereço de e-mail.',
  seatKeyUse: 'Use esta chave para desbloquear um lugar da aplicação FMS Trainer enquanto a subscrição estiver ativa.',
  seatKeyUseAircraft:
    'Use esta chave para desbloquear um lugar da aplicação FMS Trainer ({{aircraft}}) enquanto a subscrição estiver ativa.',
  signInToSee:
    'Inicie sessão com este endereço de e-mail para ver as suas licenças, copiar as chaves e gerir o suporte a qualquer momento.',
  offerSubject: 'foi-lhe oferecida uma licença',
  offer: '{{from}} oferece-lhe a sua licença {{product}} ({{licence}}).',
  offerHowTo:
    'Para a aceitar, inicie sessão (ou crie a sua conta) com este endereço de e-mail e escolha Aceitar. A chave de licença é então emitida de novo para si.',
  acceptLicence: 'Aceitar a licença',
  newOwnerSubject: 'a licença é agora sua',
  newOwnerBound: 'A licença {{product}} ({{licence}}) está agora associada ao seu endereço de e-mail.',
  newKeyLabel: 'A sua nova chave de licença',
  newKeyUse: 'Introduza esta chave no software; a chave do proprietário anterior deixa de ser a atual.',
  movedSupportPaid:
    'O suporte está pago até {{date}} e não se renova para si. Continue-o a partir dessa data com uma extensão de suporte sua.',
  movedSupportNone: 'Não tem suporte ativo. Inicie o suporte com uma extensão de suporte sua.',
  continueSupport: 'Continuar o suporte',
  previousOwnerSubject: 'a sua transferência de licença está concluída',
  previousOwnerAccepted:
    '{{to}} aceitou a sua licença {{product}} ({{licence}}). Já não está associada ao seu endereço de e-mail e a chave antiga foi substituída.',
  previousOwnerMovedByStaff:
    'A nossa equipa de suporte transferiu a sua licença {{product}} ({{licence}}) para {{to}}. Já não está associada ao seu endereço de e-mail e a chave antiga foi substituída.',
  byStaff: 'A nossa equipa de suporte fez esta alteração. Responda a este e-mail se não estava à espera dela.',
  resentByStaff: 'A nossa equipa de suporte voltou a enviar-lhe este e-mail.',
  correctedByStaff:
    'A nossa equipa de suporte corrigiu o endereço de e-mail desta encomenda para o seu e emitiu novas chaves de licença.',
  renewalStoppedAfter:
    'A sua subscrição de suporte para esta licença deixa de se renovar depois de {{date}}: não voltará a ser cobrado por esta licença.',
  renewalStopped:
    'A sua subscrição de suporte para esta licença deixa de se renovar: não voltará a ser cobrado por esta licença.',
  lapsingSubject: 'o seu suporte termina em breve',
  lapsing: 'O suporte da sua licença {{product}} ({{licence}}) termina a {{date}} e não se renova.',
  lapsingAdvice: 'Prolongue-o antes disso para manter atualizações e ajuda sem meses em atraso.',
  extendSupport: 'Prolongar o suporte',
  lapsedSubject: 'o seu suporte expirou',
  lapsed: 'O suporte da sua licença {{product}} ({{licence}}) terminou a {{date}}. A sua licença continua a funcionar.',
  lapsedAdvice: 'Pode prolongar o suporte a qualquer momento; a extensão inclui os meses desde que expirou.',
  extendedForOwnerSubject: 'o suporte da sua licença foi prolongado',
  extendedForOwner:
    'Alguém comprou uma extensão de suporte para a sua licença {{product}} ({{licence}}). O suporte vai agora até {{date}}.',
  extendedForOwnerNothingToDo: 'A sua chave de licença mantém-se; não precisa de fazer nada.',
  cancelledSubject: 'A sua subscrição está cancelada',
  cancelled: 'Cancelou a sua subscrição de «{{product}}». Continua ativa até {{date}} e não volta a ser cobrada.',
  factSubscription: 'Subscrição',
  factEndsOn: 'Termina a',
  cancelledResume: 'Mudou de ideias? Até esse dia pode retomá-la na sua página de subscrições, sem custos adicionais.',
  resumeOrManage: 'Retomar ou gerir subscrições',
  resumedSubject: 'A sua subscrição continua',
  resumedOn:
    'A sua subscrição de «{{product}}» já não está cancelada: continua e renova-se automaticamente a {{date}}.',
  resumed: 'A sua subscrição de «{{product}}» já não está cancelada: continua e renova-se automaticamente.',
  cancelAgain: 'Pode voltar a cancelá-la a qualquer momento até lá.',
  seeSubscriptions: 'Ver as suas subscrições',
  passwordChangedSubject: 'a sua palavra-passe foi alterada',
  passwordChanged:
    'A palavra-passe da sua conta {{brand}} {{email}} foi alterada a {{date}}. Todos os outros dispositivos onde tinha sessão iniciada foram desligados.',
  passwordChangedNotYou:
    'Se não foi o utilizador a alterá-la, defina já uma nova palavra-passe com «Esqueceu-se da palavra-passe?».',
  signIn: 'Iniciar sessão',
  deleteCodeSubject: 'o seu código para eliminar a conta',
  deleteCode:
    'Pediu para eliminar a sua conta {{brand}} {{email}}. Introduza este código na página da sua conta para o confirmar.',
  deleteCodeLabel: 'O seu código',
  deleteCodeExpiry:
    'O código é válido durante 15 minutos. Se não o pediu, ignore este e-mail: a sua conta fica como está.',
  accountDeletedSubject: 'a sua conta foi eliminada',
  accountDeleted:
    'A sua conta {{brand}} {{email}} e todas as formas de iniciar sessão nela foram eliminadas a {{date}}, e todas as sessões terminaram.',
  accountDeletedKept:
    'Guardado para a contabilidade: as suas encomendas pagas, faturas e reembolsos (10 anos, como exige a lei fiscal). As suas licenças e as respetivas chaves continuam a funcionar, e ao registar-se de novo com este endereço voltam a aparecer.',
  accountDeletedSubscriptions: 'As suas subscrições já não se renovam; cada uma vai até ao fim do período pago.',
};
