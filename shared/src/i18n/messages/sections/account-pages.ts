import type { SectionLanguage } from './section-language';

/**
 * The `accountPages` section (issue #15): the site's footer, its legal pages, and the profile's
 * password change, account deletion and session wording, in all four languages. `en` gives the
 * shape; the others must match it.
 */
const en = {
  footer: {
    label: 'Site links',
    account: 'Your account',
  },
  legal: {
    terms: 'Terms of service',
    privacy: 'Privacy policy',
    notPublished: '{{siteName}} has not published this document yet.',
    signUpLinks: 'Read them first:',
    newTab: '(opens in a new tab)',
  },
  password: {
    title: 'Change your password',
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm the new password',
    submit: 'Change password',
    submitting: 'Saving…',
    changed: 'Your password was changed. Your other devices were signed out.',
  },
  deletion: {
    title: 'Delete your account',
    warning: 'This deletes your account for good: your registrations, progress, scores and sessions go with it. What you posted stays, shown as "Deleted user".',
    password: 'Your password',
    confirm: 'I understand that this cannot be undone',
    confirmRequired: 'Tick the box to confirm that you want to delete your account.',
    submit: 'Delete my account',
    submitting: 'Deleting…',
  },
  sessions: {
    device: '{{browser}} on {{os}}',
  },
};

export const accountPagesMessages: Record<SectionLanguage, typeof en> = {
  en,
  ar: {
    footer: {
      label: 'روابط الموقع',
      account: 'حسابك',
    },
    legal: {
      terms: 'شروط الخدمة',
      privacy: 'سياسة الخصوصية',
      notPublished: 'لم ينشر {{siteName}} هذه الوثيقة بعد.',
      signUpLinks: 'اقرأها أولًا:',
      newTab: '(تُفتح في علامة تبويب جديدة)',
    },
    password: {
      title: 'غيّر كلمة المرور',
      current: 'كلمة المرور الحالية',
      new: 'كلمة المرور الجديدة',
      confirm: 'أكّد كلمة المرور الجديدة',
      submit: 'تغيير كلمة المرور',
      submitting: 'جارٍ الحفظ…',
      changed: 'تم تغيير كلمة المرور. سُجّل خروجك من أجهزتك الأخرى.',
    },
    deletion: {
      title: 'احذف حسابك',
      warning: 'يحذف هذا حسابك نهائيًا ومعه تسجيلاتك وتقدّمك ودرجاتك وجلساتك. تبقى مشاركاتك وتظهر باسم «مستخدم محذوف».',
      password: 'كلمة المرور',
      confirm: 'أفهم أن هذا لا يمكن التراجع عنه',
      confirmRequired: 'ضع علامة في المربع لتأكيد أنك تريد حذف حسابك.',
      submit: 'احذف حسابي',
      submitting: 'جارٍ الحذف…',
    },
    sessions: {
      device: '{{browser}} على {{os}}',
    },
  },
  es: {
    footer: {
      label: 'Enlaces del sitio',
      account: 'Tu cuenta',
    },
    legal: {
      terms: 'Términos del servicio',
      privacy: 'Política de privacidad',
      notPublished: '{{siteName}} todavía no ha publicado este documento.',
      signUpLinks: 'Léelos antes:',
      newTab: '(se abre en una pestaña nueva)',
    },
    password: {
      title: 'Cambia tu contraseña',
      current: 'Contraseña actual',
      new: 'Nueva contraseña',
      confirm: 'Confirma la nueva contraseña',
      submit: 'Cambiar la contraseña',
      submitting: 'Guardando…',
      changed: 'Tu contraseña se ha cambiado. Se cerró la sesión en tus otros dispositivos.',
    },
    deletion: {
      title: 'Elimina tu cuenta',
      warning: 'Esto elimina tu cuenta para siempre, con tus inscripciones, tu progreso, tus notas y tus sesiones. Lo que publicaste se queda, como «Usuario eliminado».',
      password: 'Tu contraseña',
      confirm: 'Entiendo que esto no se puede deshacer',
      confirmRequired: 'Marca la casilla para confirmar que quieres eliminar tu cuenta.',
      submit: 'Eliminar mi cuenta',
      submitting: 'Eliminando…',
    },
    sessions: {
      device: '{{browser}} en {{os}}',
    },
  },
  fr: {
    footer: {
      label: 'Liens du site',
      account: 'Votre compte',
    },
    legal: {
      terms: 'Conditions d’utilisation',
      privacy: 'Politique de confidentialité',
      notPublished: '{{siteName}} n’a pas encore publié ce document.',
      signUpLinks: 'Lisez-les d’abord :',
      newTab: '(s’ouvre dans un nouvel onglet)',
    },
    password: {
      title: 'Changer votre mot de passe',
      current: 'Mot de passe actuel',
      new: 'Nouveau mot de passe',
      confirm: 'Confirmez le nouveau mot de passe',
      submit: 'Changer le mot de passe',
      submitting: 'Enregistrement…',
      changed: 'Votre mot de passe a été changé. Vos autres appareils ont été déconnectés.',
    },
    deletion: {
      title: 'Supprimer votre compte',
      warning: 'Cela supprime votre compte définitivement, avec vos inscriptions, votre progression, vos notes et vos sessions. Ce que vous avez publié reste, au nom de « Utilisateur supprimé ».',
      password: 'Votre mot de passe',
      confirm: 'Je comprends que c’est irréversible',
      confirmRequired: 'Cochez la case pour confirmer que vous voulez supprimer votre compte.',
      submit: 'Supprimer mon compte',
      submitting: 'Suppression…',
    },
    sessions: {
      device: '{{browser}} sous {{os}}',
    },
  },
};
