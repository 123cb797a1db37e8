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
    signUpLinks: 'Read them first:',
    newTab: '(opens in a new tab)',
    defaultTerms:
      '<p>These terms apply when you use {{siteName}}: its courses, lessons, quizzes, forum and anything else it offers. By creating an account you accept them.</p><h2>Your account</h2><p>Give your real name and an email address you read, keep your password to yourself, and tell us if someone else used your account. You may delete your account at any time from your profile.</p><h2>Courses and payments</h2><p>Prices are in Egyptian pounds and include what the course page says they include. A purchase gives you access for the period shown on the course page, for your own study. Payments are taken by our payment provider; ask us if you need a refund.</p><h2>Taking part</h2><p>Be respectful in discussions and reviews. Do not post what is not yours to share, and do not share the courses’ material outside this site. We may remove posts or suspend accounts that break these terms.</p><h2>Changes</h2><p>We may update these terms; the version on this page is the one that applies. Questions about them are welcome through the site’s contact details.</p>',
    defaultPrivacy:
      '<p>This policy says what {{siteName}} keeps about you and why.</p><h2>What we keep</h2><ul><li>Your account: name, email address, and the telephone or Telegram handle if you give them.</li><li>Your studies: the courses you registered for, your progress, answers, submissions, grades and certificates.</li><li>Your purchases: what you bought, when and for how much. Card details go to our payment provider and never reach us.</li></ul><h2>Why</h2><p>To run your account and your courses, send you the mail you asked for (receipts, notifications you can turn off in your profile) and answer your questions. We do not sell your data.</p><h2>Who else sees it</h2><p>Your teachers see your work in their courses. Our payment provider and our mail service process what they need to do their part.</p><h2>Cookies</h2><p>We use cookies to keep you signed in and to remember your language and display choices, nothing to track you across sites.</p><h2>Your choices</h2><p>You can correct your details in your profile and delete your account there; what you posted stays, shown as “Deleted user”.</p>',
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
      signUpLinks: 'اقرأها أولًا:',
      newTab: '(تُفتح في علامة تبويب جديدة)',
      defaultTerms:
        '<p>تسري هذه الشروط عند استخدامك {{siteName}}: دوراته ودروسه واختباراته ومنتداه وكل ما يقدّمه. وبإنشائك حسابًا فأنت توافق عليها.</p><h2>حسابك</h2><p>اكتب اسمك الحقيقي وبريدًا إلكترونيًا تقرؤه، واحتفظ بكلمة مرورك لنفسك، وأخبرنا إن استخدم غيرك حسابك. ويمكنك حذف حسابك في أي وقت من ملفك الشخصي.</p><h2>الدورات والمدفوعات</h2><p>الأسعار بالجنيه المصري وتشمل ما تذكره صفحة الدورة. ويمنحك الشراء وصولًا للمدة المبيّنة في صفحة الدورة لدراستك الشخصية. ويتولّى مزوّد الدفع تحصيل المبالغ، وراسلنا إن احتجت إلى استرداد.</p><h2>المشاركة</h2><p>التزم الاحترام في النقاشات والتقييمات. ولا تنشر ما لا يحق لك نشره، ولا تشارك مواد الدورات خارج هذا الموقع. ويجوز لنا حذف المشاركات أو إيقاف الحسابات المخالفة لهذه الشروط.</p><h2>التعديلات</h2><p>قد نحدّث هذه الشروط، والنسخة المنشورة في هذه الصفحة هي المعمول بها. ونرحّب بأسئلتك عنها عبر وسائل التواصل في الموقع.</p>',
      defaultPrivacy:
        '<p>توضّح هذه السياسة ما يحتفظ به {{siteName}} من بياناتك ولماذا.</p><h2>ما نحتفظ به</h2><ul><li>حسابك: الاسم والبريد الإلكتروني، ورقم الهاتف أو معرّف تيليجرام إن أعطيتنا إياهما.</li><li>دراستك: الدورات التي سجّلت فيها وتقدّمك وإجاباتك وتسليماتك ودرجاتك وشهاداتك.</li><li>مشترياتك: ما اشتريته ومتى وبكم. أما بيانات البطاقة فتذهب إلى مزوّد الدفع ولا تصل إلينا.</li></ul><h2>لماذا</h2><p>لإدارة حسابك ودوراتك، وإرسال الرسائل التي طلبتها (الإيصالات، والإشعارات التي يمكنك إيقافها من ملفك الشخصي)، والرد على أسئلتك. ولا نبيع بياناتك.</p><h2>من يطّلع عليها أيضًا</h2><p>يرى معلّموك أعمالك في دوراتهم. ويعالج مزوّد الدفع وخدمة البريد ما يحتاجان إليه لأداء عملهما.</p><h2>ملفات تعريف الارتباط</h2><p>نستخدمها لإبقائك مسجّل الدخول ولتذكّر لغتك وخيارات العرض، ولا نستخدمها لتتبّعك عبر المواقع.</p><h2>خياراتك</h2><p>يمكنك تصحيح بياناتك وحذف حسابك من ملفك الشخصي، وتبقى مشاركاتك ظاهرة باسم «مستخدم محذوف».</p>',
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
      signUpLinks: 'Léelos antes:',
      newTab: '(se abre en una pestaña nueva)',
      defaultTerms:
        '<p>Estas condiciones se aplican cuando usas {{siteName}}: sus cursos, lecciones, cuestionarios, foro y todo lo que ofrece. Al crear una cuenta las aceptas.</p><h2>Tu cuenta</h2><p>Da tu nombre real y un correo que leas, guarda tu contraseña para ti y avísanos si otra persona usó tu cuenta. Puedes eliminar tu cuenta cuando quieras desde tu perfil.</p><h2>Cursos y pagos</h2><p>Los precios están en libras egipcias e incluyen lo que indica la página del curso. Una compra te da acceso durante el periodo indicado en la página del curso, para tu propio estudio. Los pagos los cobra nuestro proveedor de pagos; escríbenos si necesitas un reembolso.</p><h2>Participar</h2><p>Sé respetuoso en los debates y las valoraciones. No publiques lo que no te corresponde compartir ni compartas el material de los cursos fuera de este sitio. Podemos retirar publicaciones o suspender cuentas que incumplan estas condiciones.</p><h2>Cambios</h2><p>Podemos actualizar estas condiciones; se aplica la versión de esta página. Puedes preguntarnos por ellas a través de los datos de contacto del sitio.</p>',
      defaultPrivacy:
        '<p>Esta política explica qué guarda {{siteName}} sobre ti y por qué.</p><h2>Qué guardamos</h2><ul><li>Tu cuenta: nombre, correo y, si nos los das, teléfono o usuario de Telegram.</li><li>Tus estudios: los cursos en los que te inscribiste, tu progreso, respuestas, entregas, notas y certificados.</li><li>Tus compras: qué compraste, cuándo y por cuánto. Los datos de la tarjeta van a nuestro proveedor de pagos y nunca nos llegan.</li></ul><h2>Por qué</h2><p>Para gestionar tu cuenta y tus cursos, enviarte los correos que pediste (recibos y avisos que puedes desactivar en tu perfil) y responder a tus preguntas. No vendemos tus datos.</p><h2>Quién más los ve</h2><p>Tus profesores ven tu trabajo en sus cursos. Nuestro proveedor de pagos y nuestro servicio de correo tratan lo que necesitan para hacer su parte.</p><h2>Cookies</h2><p>Usamos cookies para mantener tu sesión y recordar tu idioma y tus preferencias de visualización, nunca para seguirte por otros sitios.</p><h2>Tus opciones</h2><p>Puedes corregir tus datos y eliminar tu cuenta en tu perfil; lo que publicaste se conserva como «Usuario eliminado».</p>',
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
      signUpLinks: 'Lisez-les d’abord :',
      newTab: '(s’ouvre dans un nouvel onglet)',
      defaultTerms:
        '<p>Ces conditions s’appliquent lorsque vous utilisez {{siteName}} : ses cours, leçons, quiz, son forum et tout ce qu’il propose. En créant un compte, vous les acceptez.</p><h2>Votre compte</h2><p>Indiquez votre vrai nom et une adresse e-mail que vous lisez, gardez votre mot de passe pour vous et prévenez-nous si quelqu’un d’autre a utilisé votre compte. Vous pouvez supprimer votre compte à tout moment depuis votre profil.</p><h2>Cours et paiements</h2><p>Les prix sont en livres égyptiennes et comprennent ce qu’indique la page du cours. Un achat vous donne accès pendant la période indiquée sur la page du cours, pour votre propre étude. Les paiements sont encaissés par notre prestataire de paiement ; écrivez-nous si vous avez besoin d’un remboursement.</p><h2>Participer</h2><p>Restez respectueux dans les discussions et les avis. Ne publiez pas ce qu’il ne vous revient pas de partager et ne diffusez pas le contenu des cours hors de ce site. Nous pouvons retirer des messages ou suspendre les comptes qui enfreignent ces conditions.</p><h2>Modifications</h2><p>Nous pouvons mettre à jour ces conditions ; la version de cette page est celle qui s’applique. Vos questions sont les bienvenues via les coordonnées du site.</p>',
      defaultPrivacy:
        '<p>Cette politique indique ce que {{siteName}} conserve à votre sujet et pourquoi.</p><h2>Ce que nous conservons</h2><ul><li>Votre compte : nom, adresse e-mail et, si vous les donnez, téléphone ou identifiant Telegram.</li><li>Vos études : les cours auxquels vous êtes inscrit, votre progression, vos réponses, devoirs, notes et certificats.</li><li>Vos achats : ce que vous avez acheté, quand et pour combien. Les données de carte vont à notre prestataire de paiement et ne nous parviennent jamais.</li></ul><h2>Pourquoi</h2><p>Pour gérer votre compte et vos cours, vous envoyer les e-mails demandés (reçus, notifications que vous pouvez couper dans votre profil) et répondre à vos questions. Nous ne vendons pas vos données.</p><h2>Qui d’autre les voit</h2><p>Vos enseignants voient votre travail dans leurs cours. Notre prestataire de paiement et notre service d’e-mail traitent ce dont ils ont besoin pour leur part.</p><h2>Cookies</h2><p>Nous utilisons des cookies pour vous garder connecté et retenir votre langue et vos préférences d’affichage, jamais pour vous suivre d’un site à l’autre.</p><h2>Vos choix</h2><p>Vous pouvez corriger vos informations et supprimer votre compte depuis votre profil ; ce que vous avez publié reste affiché comme « Utilisateur supprimé ».</p>',
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
