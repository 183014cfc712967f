import type { SiteLanguage } from "../domain/site-language.js";

export interface AccountMailTexts {
  subject: string;
  intro: string;
  action?: string;
  outro: string;
}

type Params = { name: string; code: string };
export type AccountMailKind = "verify" | "changeEmail" | "reset";

/** The account mails (codes, reset link) in each site language: real translations. */
export const ACCOUNT_TEXTS: Record<AccountMailKind, Record<SiteLanguage, (p: Params) => AccountMailTexts>> = {
  verify: {
    en: (p) => ({
      subject: `${p.code} is your Dizilog verification code`,
      intro: `Hi ${p.name}, welcome to Dizilog! Enter this code to verify your email address:`,
      outro: "The code expires in 60 minutes. If you did not create an account, you can ignore this email.",
    }),
    tr: (p) => ({
      subject: `Dizilog doğrulama kodun: ${p.code}`,
      intro: `Merhaba ${p.name}, Dizilog'a hoş geldin! E-posta adresini doğrulamak için bu kodu gir:`,
      outro: "Kod 60 dakika geçerlidir. Hesap oluşturmadıysan bu e-postayı yok sayabilirsin.",
    }),
    ar: (p) => ({
      subject: `${p.code} هو رمز التحقق الخاص بك في Dizilog`,
      intro: `مرحبًا ${p.name}، أهلًا بك في Dizilog! أدخل هذا الرمز لتأكيد عنوان بريدك الإلكتروني:`,
      outro: "تنتهي صلاحية الرمز بعد 60 دقيقة. إذا لم تُنشئ حسابًا، يمكنك تجاهل هذه الرسالة.",
    }),
    fa: (p) => ({
      subject: `${p.code} کد تأیید شما در Dizilog است`,
      intro: `سلام ${p.name}، به Dizilog خوش آمدید! برای تأیید نشانی ایمیل خود این کد را وارد کنید:`,
      outro: "این کد تا ۶۰ دقیقه معتبر است. اگر حسابی نساخته‌اید، می‌توانید این ایمیل را نادیده بگیرید.",
    }),
    de: (p) => ({
      subject: `${p.code} ist dein Dizilog-Bestätigungscode`,
      intro: `Hallo ${p.name}, willkommen bei Dizilog! Gib diesen Code ein, um deine E-Mail-Adresse zu bestätigen:`,
      outro: "Der Code ist 60 Minuten gültig. Wenn du kein Konto angelegt hast, kannst du diese E-Mail ignorieren.",
    }),
    es: (p) => ({
      subject: `${p.code} es tu código de verificación de Dizilog`,
      intro: `Hola, ${p.name}: ¡te damos la bienvenida a Dizilog! Introduce este código para verificar tu dirección de correo:`,
      outro: "El código caduca en 60 minutos. Si no has creado una cuenta, puedes ignorar este correo.",
    }),
    fr: (p) => ({
      subject: `${p.code} est votre code de vérification Dizilog`,
      intro: `Bonjour ${p.name}, bienvenue sur Dizilog ! Saisissez ce code pour vérifier votre adresse e-mail :`,
      outro: "Le code expire dans 60 minutes. Si vous n’avez pas créé de compte, vous pouvez ignorer cet e-mail.",
    }),
    it: (p) => ({
      subject: `${p.code} è il tuo codice di verifica Dizilog`,
      intro: `Ciao ${p.name}, benvenuto su Dizilog! Inserisci questo codice per verificare il tuo indirizzo email:`,
      outro: "Il codice scade tra 60 minuti. Se non hai creato un account, puoi ignorare questa email.",
    }),
    pt: (p) => ({
      subject: `${p.code} é o seu código de verificação do Dizilog`,
      intro: `Olá ${p.name}, bem-vindo ao Dizilog! Introduza este código para verificar o seu endereço de email:`,
      outro: "O código expira dentro de 60 minutos. Se não criou uma conta, pode ignorar este email.",
    }),
    "pt-br": (p) => ({
      subject: `${p.code} é o seu código de verificação do Dizilog`,
      intro: `Oi, ${p.name}! Boas-vindas ao Dizilog! Digite este código para verificar seu endereço de e-mail:`,
      outro: "O código expira em 60 minutos. Se você não criou uma conta, pode ignorar este e-mail.",
    }),
    ru: (p) => ({
      subject: `${p.code} — ваш код подтверждения Dizilog`,
      intro: `Здравствуйте, ${p.name}! Добро пожаловать в Dizilog. Введите этот код, чтобы подтвердить адрес электронной почты:`,
      outro: "Код действует 60 минут. Если вы не создавали аккаунт, просто проигнорируйте это письмо.",
    }),
    sq: (p) => ({
      subject: `${p.code} është kodi yt i verifikimit në Dizilog`,
      intro: `Përshëndetje ${p.name}, mirë se erdhe në Dizilog! Fut këtë kod për të verifikuar adresën tënde të email-it:`,
      outro: "Kodi skadon pas 60 minutash. Nëse nuk ke krijuar llogari, mund ta shpërfillësh këtë email.",
    }),
  },
  changeEmail: {
    en: (p) => ({
      subject: `${p.code} confirms your new Dizilog email`,
      intro: `Hi ${p.name}, enter this code to confirm this address as your new Dizilog email:`,
      outro: "The code expires in 60 minutes. Your old address stays active until then.",
    }),
    tr: (p) => ({
      subject: `Yeni Dizilog e-postanı onaylayan kod: ${p.code}`,
      intro: `Merhaba ${p.name}, bu adresi yeni Dizilog e-postan olarak onaylamak için bu kodu gir:`,
      outro: "Kod 60 dakika geçerlidir. O zamana kadar eski adresin etkin kalır.",
    }),
    ar: (p) => ({
      subject: `${p.code} يؤكد بريدك الإلكتروني الجديد في Dizilog`,
      intro: `مرحبًا ${p.name}، أدخل هذا الرمز لتأكيد هذا العنوان بريدًا إلكترونيًا جديدًا لحسابك في Dizilog:`,
      outro: "تنتهي صلاحية الرمز بعد 60 دقيقة. يبقى عنوانك القديم فعّالًا حتى ذلك الحين.",
    }),
    fa: (p) => ({
      subject: `${p.code} ایمیل تازهٔ شما در Dizilog را تأیید می‌کند`,
      intro: `سلام ${p.name}، برای تأیید این نشانی به‌عنوان ایمیل تازهٔ Dizilog این کد را وارد کنید:`,
      outro: "این کد تا ۶۰ دقیقه معتبر است. تا آن زمان نشانی قبلی شما فعال می‌ماند.",
    }),
    de: (p) => ({
      subject: `${p.code} bestätigt deine neue E-Mail-Adresse bei Dizilog`,
      intro: `Hallo ${p.name}, gib diesen Code ein, um diese Adresse als deine neue Dizilog-E-Mail zu bestätigen:`,
      outro: "Der Code ist 60 Minuten gültig. Bis dahin bleibt deine alte Adresse aktiv.",
    }),
    es: (p) => ({
      subject: `${p.code} confirma tu nuevo correo de Dizilog`,
      intro: `Hola, ${p.name}: introduce este código para confirmar esta dirección como tu nuevo correo de Dizilog:`,
      outro: "El código caduca en 60 minutos. Hasta entonces, tu dirección anterior sigue activa.",
    }),
    fr: (p) => ({
      subject: `${p.code} confirme votre nouvelle adresse e-mail Dizilog`,
      intro: `Bonjour ${p.name}, saisissez ce code pour confirmer cette adresse comme nouvel e-mail de votre compte Dizilog :`,
      outro: "Le code expire dans 60 minutes. Votre ancienne adresse reste active jusque-là.",
    }),
    it: (p) => ({
      subject: `${p.code} conferma la tua nuova email Dizilog`,
      intro: `Ciao ${p.name}, inserisci questo codice per confermare questo indirizzo come nuova email del tuo account Dizilog:`,
      outro: "Il codice scade tra 60 minuti. Fino ad allora il tuo vecchio indirizzo resta attivo.",
    }),
    pt: (p) => ({
      subject: `${p.code} confirma o seu novo email do Dizilog`,
      intro: `Olá ${p.name}, introduza este código para confirmar este endereço como o seu novo email do Dizilog:`,
      outro: "O código expira dentro de 60 minutos. Até lá, o seu endereço antigo continua ativo.",
    }),
    "pt-br": (p) => ({
      subject: `${p.code} confirma seu novo e-mail do Dizilog`,
      intro: `Oi, ${p.name}! Digite este código para confirmar este endereço como seu novo e-mail do Dizilog:`,
      outro: "O código expira em 60 minutos. Até lá, seu endereço antigo continua ativo.",
    }),
    ru: (p) => ({
      subject: `${p.code} — подтверждение нового адреса в Dizilog`,
      intro: `Здравствуйте, ${p.name}! Введите этот код, чтобы подтвердить этот адрес как новый адрес почты в Dizilog:`,
      outro: "Код действует 60 минут. До этого времени прежний адрес остаётся активным.",
    }),
    sq: (p) => ({
      subject: `${p.code} konfirmon email-in tënd të ri në Dizilog`,
      intro: `Përshëndetje ${p.name}, fut këtë kod për ta konfirmuar këtë adresë si email-in tënd të ri në Dizilog:`,
      outro: "Kodi skadon pas 60 minutash. Deri atëherë adresa jote e vjetër mbetet aktive.",
    }),
  },
  reset: {
    en: (p) => ({
      subject: "Reset your Dizilog password",
      intro: `Hi ${p.name}, we received a request to reset your password. Use this link within 60 minutes:`,
      action: "Reset password",
      outro: "If you did not ask for this, you can ignore this email: your password stays the same.",
    }),
    tr: (p) => ({
      subject: "Dizilog şifreni sıfırla",
      intro: `Merhaba ${p.name}, şifreni sıfırlamak için bir istek aldık. Bu bağlantıyı 60 dakika içinde kullan:`,
      action: "Şifreyi sıfırla",
      outro: "Bu isteği sen yapmadıysan bu e-postayı yok sayabilirsin: şifren değişmez.",
    }),
    ar: (p) => ({
      subject: "إعادة تعيين كلمة مرورك في Dizilog",
      intro: `مرحبًا ${p.name}، تلقّينا طلبًا لإعادة تعيين كلمة مرورك. استخدم هذا الرابط خلال 60 دقيقة:`,
      action: "إعادة تعيين كلمة المرور",
      outro: "إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.",
    }),
    fa: (p) => ({
      subject: "بازنشانی گذرواژهٔ Dizilog",
      intro: `سلام ${p.name}، درخواستی برای بازنشانی گذرواژهٔ شما دریافت کردیم. ظرف ۶۰ دقیقه از این پیوند استفاده کنید:`,
      action: "بازنشانی گذرواژه",
      outro: "اگر این درخواست را نداده‌اید، این ایمیل را نادیده بگیرید: گذرواژهٔ شما تغییری نمی‌کند.",
    }),
    de: (p) => ({
      subject: "Setze dein Dizilog-Passwort zurück",
      intro: `Hallo ${p.name}, wir haben eine Anfrage erhalten, dein Passwort zurückzusetzen. Nutze diesen Link innerhalb von 60 Minuten:`,
      action: "Passwort zurücksetzen",
      outro: "Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren: Dein Passwort bleibt unverändert.",
    }),
    es: (p) => ({
      subject: "Restablece tu contraseña de Dizilog",
      intro: `Hola, ${p.name}: hemos recibido una solicitud para restablecer tu contraseña. Usa este enlace en los próximos 60 minutos:`,
      action: "Restablecer contraseña",
      outro: "Si no lo has pedido tú, puedes ignorar este correo: tu contraseña no cambia.",
    }),
    fr: (p) => ({
      subject: "Réinitialisez votre mot de passe Dizilog",
      intro: `Bonjour ${p.name}, nous avons reçu une demande de réinitialisation de votre mot de passe. Utilisez ce lien dans les 60 minutes :`,
      action: "Réinitialiser le mot de passe",
      outro: "Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
    }),
    it: (p) => ({
      subject: "Reimposta la tua password di Dizilog",
      intro: `Ciao ${p.name}, abbiamo ricevuto una richiesta di reimpostare la tua password. Usa questo link entro 60 minuti:`,
      action: "Reimposta password",
      outro: "Se non l’hai chiesto tu, puoi ignorare questa email: la tua password resta invariata.",
    }),
    pt: (p) => ({
      subject: "Reponha a sua palavra-passe do Dizilog",
      intro: `Olá ${p.name}, recebemos um pedido para repor a sua palavra-passe. Use esta ligação nos próximos 60 minutos:`,
      action: "Repor palavra-passe",
      outro: "Se não fez este pedido, pode ignorar este email: a sua palavra-passe mantém-se.",
    }),
    "pt-br": (p) => ({
      subject: "Redefina sua senha do Dizilog",
      intro: `Oi, ${p.name}! Recebemos um pedido para redefinir sua senha. Use este link em até 60 minutos:`,
      action: "Redefinir senha",
      outro: "Se você não fez esse pedido, pode ignorar este e-mail: sua senha continua a mesma.",
    }),
    ru: (p) => ({
      subject: "Сброс пароля Dizilog",
      intro: `Здравствуйте, ${p.name}! Мы получили запрос на сброс вашего пароля. Воспользуйтесь этой ссылкой в течение 60 минут:`,
      action: "Сбросить пароль",
      outro: "Если вы не запрашивали сброс, просто проигнорируйте это письмо: ваш пароль не изменится.",
    }),
    sq: (p) => ({
      subject: "Rivendos fjalëkalimin tënd në Dizilog",
      intro: `Përshëndetje ${p.name}, morëm një kërkesë për të rivendosur fjalëkalimin tënd. Përdore këtë lidhje brenda 60 minutave:`,
      action: "Rivendos fjalëkalimin",
      outro: "Nëse nuk e ke kërkuar ti, mund ta shpërfillësh këtë email: fjalëkalimi yt mbetet i njëjtë.",
    }),
  },
};
