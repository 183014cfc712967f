import type { DemoShow, DemoCouple } from "./types.js";

/**
 * Demo catalog, set B: 32 real Turkish series (hand-curated data).
 * Season premiere dates are real where known and otherwise approximate (right weekday, year and month).
 */
export const demoShowsB: DemoShow[] = [
  {
    "originalTitle": "Muhteşem Yüzyıl: Kösem",
    "title": "Magnificent Century: Kösem",
    "type": "primetime",
    "status": "Ended",
    "network": "Star TV",
    "weekdays": [
      "thu"
    ],
    "airTime": "20:00",
    "runtime": 150,
    "genres": [
      "history",
      "period-drama",
      "drama"
    ],
    "synopsis": {
      "en": "In the early 1600s a Greek girl named Anastasia is taken to the Ottoman palace and grows into Kösem Sultan, consort of the young Sultan Ahmed I. Over decades of harem intrigue, rebellions and the reigns of her sons, she becomes one of the most powerful women the empire has ever known.",
      "tr": "1600'lerin başında Anastasia adlı Rum bir kız Osmanlı sarayına getirilir ve genç Sultan I. Ahmed'in hasekisi Kösem Sultan'a dönüşür. Harem entrikaları, isyanlar ve oğullarının saltanatlarıyla geçen yıllar boyunca imparatorluğun gördüğü en güçlü kadınlardan biri olur."
    },
    "seasons": [
      {
        "episodes": 30,
        "premiered": "2015-11-12"
      },
      {
        "episodes": 30,
        "premiered": "2016-11-03"
      }
    ],
    "cast": [
      {
        "person": "Beren Saat",
        "character": "Kösem Sultan"
      },
      {
        "person": "Nurgül Yeşilçay",
        "character": "Kösem Sultan"
      },
      {
        "person": "Ekin Koç",
        "character": "Sultan I. Ahmed"
      },
      {
        "person": "Hülya Avşar",
        "character": "Safiye Sultan"
      },
      {
        "person": "Aras Bulut İynemli",
        "character": "Şehzade Mustafa"
      },
      {
        "person": "Taner Ölmez",
        "character": "Sultan II. Osman"
      },
      {
        "person": "Metin Akdülger",
        "character": "Sultan IV. Murad"
      }
    ],
    "crew": []
  },
  {
    "originalTitle": "Payitaht: Abdülhamid",
    "title": "The Last Emperor",
    "type": "primetime",
    "status": "Ended",
    "network": "TRT 1",
    "weekdays": [
      "fri"
    ],
    "airTime": "20:00",
    "runtime": 150,
    "genres": [
      "history",
      "period-drama",
      "drama"
    ],
    "synopsis": {
      "en": "Set in the last thirteen years of Sultan Abdülhamid II's reign, the series follows the sultan as he defends a shrinking Ottoman Empire against foreign powers and plots at home. Dreams such as the Hejaz Railway collide with spies, traitors and palace rivalries.",
      "tr": "Sultan II. Abdülhamid'in saltanatının son on üç yılında geçen dizi, küçülen Osmanlı Devleti'ni dış güçlere ve içerideki komplolara karşı korumaya çalışan padişahı anlatıyor. Hicaz Demiryolu gibi hayaller; casuslar, hainler ve saray rekabetleriyle çatışır."
    },
    "seasons": [
      {
        "episodes": 18,
        "premiered": "2017-02-24"
      },
      {
        "episodes": 35,
        "premiered": "2017-09-22"
      },
      {
        "episodes": 35,
        "premiered": "2018-09-14"
      },
      {
        "episodes": 31,
        "premiered": "2019-09-13"
      },
      {
        "episodes": 35,
        "premiered": "2020-09-25"
      }
    ],
    "cast": [
      {
        "person": "Özlem Conker",
        "character": "Bidar Sultan"
      },
      {
        "person": "Bahadır Yenişehirlioğlu",
        "character": "Tahsin Paşa"
      },
      {
        "person": "Gürkan Uygun",
        "character": "Halil Halid"
      }
    ],
    "crew": []
  },
  {
    "originalTitle": "Uyanış: Büyük Selçuklu",
    "title": "The Great Seljuks: Guardians of Justice",
    "type": "primetime",
    "status": "Ended",
    "network": "TRT 1",
    "weekdays": [
      "mon"
    ],
    "airTime": "20:00",
    "runtime": 150,
    "genres": [
      "history",
      "period-drama",
      "action",
      "drama"
    ],
    "synopsis": {
      "en": "In the late eleventh century Sultan Melikşah rules the Great Seljuk Empire while enemies gather inside and outside its borders. His young son Sencer grows up amid palace conspiracies, the shadowy order of Hasan Sabbah and the long struggle to keep the state united.",
      "tr": "On birinci yüzyılın sonlarında Sultan Melikşah, düşmanların içeride ve dışarıda saf tuttuğu Büyük Selçuklu Devleti'ni yönetmektedir. Genç şehzade Sencer; saray entrikaları, Hasan Sabbah'ın karanlık teşkilatı ve devleti bir arada tutma mücadelesinin ortasında büyür."
    },
    "seasons": [
      {
        "episodes": 34,
        "premiered": "2020-09-28"
      }
    ],
    "cast": [
      {
        "person": "Ekin Koç",
        "character": "Ahmed Sencer"
      },
      {
        "person": "Gürkan Uygun",
        "character": "Hasan Sabbah"
      },
      {
        "person": "Buğra Gülsoy",
        "character": "Sultan Melikşah"
      },
      {
        "person": "Mehmet Özgür",
        "character": "Nizamülmülk"
      }
    ],
    "crew": []
  },
  {
    "originalTitle": "Alparslan: Büyük Selçuklu",
    "title": "Alparslan: The Great Seljuks",
    "type": "primetime",
    "status": "Ended",
    "network": "TRT 1",
    "weekdays": [
      "mon"
    ],
    "airTime": "20:00",
    "runtime": 150,
    "genres": [
      "history",
      "period-drama",
      "action"
    ],
    "synopsis": {
      "en": "Years after watching Byzantine raiders massacre his nomad camp, Alparslan governs Khorasan for his ailing father Çağrı Bey. Torn between rivals for the Seljuk throne and his dream of opening Anatolia to the Turkmen, he marches step by step towards Malazgirt.",
      "tr": "Çocukken obasının Bizans akıncıları tarafından katledilişine tanık olan Alparslan, hasta babası Çağrı Bey adına Horasan'ı yönetmektedir. Selçuklu tahtı için yarışan rakipleriyle Anadolu'yu Türkmenlere açma hayali arasında kalan Alparslan, adım adım Malazgirt'e yürür."
    },
    "seasons": [
      {
        "episodes": 27,
        "premiered": "2021-11-08"
      },
      {
        "episodes": 34,
        "premiered": "2022-09-19"
      }
    ],
    "cast": [
      {
        "person": "Barış Arduç",
        "character": "Alparslan"
      },
      {
        "person": "Fahriye Evcen",
        "character": "Akça Hatun"
      },
      {
        "person": "Yurdaer Okur",
        "character": "Tuğrul Bozan"
      },
      {
        "person": "Mehmet Özgür",
        "character": "Nizamülmülk"
      },
      {
        "person": "Gizem Karaca",
        "character": "Evdokya"
      }
    ],
    "crew": []
  },
  {
    "originalTitle": "Mucize Doktor",
    "title": "Miracle Doctor",
    "type": "primetime",
    "status": "Ended",
    "network": "FOX",
    "weekdays": [
      "thu"
    ],
    "airTime": "20:00",
    "runtime": 140,
    "genres": [
      "medical",
      "drama",
      "romance"
    ],
    "synopsis": {
      "en": "Ali Vefa, a young surgeon with autism and savant syndrome, joins the surgery department of an Istanbul hospital thanks to his mentor, the chief physician. Doubted by colleagues and patients, he fights prejudice one operation at a time while discovering friendship and love.",
      "tr": "Otizmli ve savant sendromlu genç cerrah Ali Vefa, manevi babası olan başhekim sayesinde İstanbul'daki bir hastanenin cerrahi bölümünde asistan olarak işe başlar. Meslektaşlarının ve hastaların önyargılarıyla her ameliyatta yeniden savaşırken dostluğu ve aşkı keşfeder."
    },
    "seasons": [
      {
        "episodes": 28,
        "premiered": "2019-09-12"
      },
      {
        "episodes": 36,
        "premiered": "2020-09-17"
      }
    ],
    "cast": [
      {
        "person": "Taner Ölmez",
        "character": "Ali Vefa"
      },
      {
        "person": "Onur Tuna",
        "character": "Ferman Eryiğit"
      },
      {
        "person": "Sinem Ünsal",
        "character": "Nazlı Gülengül"
      },
      {
        "person": "Hayal Köseoğlu",
        "character": "Açelya"
      }
    ],
    "crew": []
  },
  {
    "originalTitle": "Doktorlar",
    "title": "Doctors",
    "type": "primetime",
    "status": "Ended",
    "network": "Show TV",
    "weekdays": [
      "mon"
    ],
    "airTime": "20:00",
    "runtime": 90,
    "genres": [
      "medical",
      "drama",
      "romance"
    ],
    "synopsis": {
      "en": "A group of young interns begins training at a large Istanbul hospital, learning medicine under demanding senior doctors. Long shifts, life-and-death decisions and tangled love affairs, above all the stormy romance of Levent and Ela, shape their first years in the profession.",
      "tr": "Bir grup genç stajyer doktor, İstanbul'daki büyük bir hastanede zorlu kıdemli hekimlerin gözetiminde mesleğe adım atar. Uzun nöbetler, hayat memat kararları ve karmaşık aşklar, özellikle de Levent ile Ela'nın fırtınalı ilişkisi, meslekteki ilk yıllarını şekillendirir."
    },
    "seasons": [
      {
        "episodes": 38,
        "premiered": "2006-09-25"
      },
      {
        "episodes": 36,
        "premiered": "2007-09-24"
      },
      {
        "episodes": 30,
        "premiered": "2008-09-22"
      }
    ],
    "cast": [
      {
        "person": "Melike Güner",
        "character": "Zenan"
      }
    ],
    "crew": []
  },
  {
    "originalTitle": "Hekimoğlu",
    "title": "Doctor Hekimoğlu",
    "type": "primetime",
    "status": "Ended",
    "network": "Kanal D",
    "weekdays": [
      "tue"
    ],
    "airTime": "20:00",
    "runtime": 140,
    "genres": [
      "medical",
      "drama",
      "mystery"
    ],
    "synopsis": {
      "en": "Ateş Hekimoğlu is a brilliant but antisocial infectious-disease specialist who solves the cases no one else can diagnose. Ignoring hospital rules, he drives his hand-picked team and his old friends İpek and Orhan to the edge while treating every patient like a puzzle.",
      "tr": "Ateş Hekimoğlu, kimsenin teşhis koyamadığı vakaları çözen, dâhi ama asosyal bir enfeksiyon hastalıkları uzmanıdır. Hastane kurallarını hiçe sayarak kendi seçtiği ekibini ve eski dostları İpek ile Orhan'ı sınırlarına kadar zorlar, her hastaya bir bulmaca gibi yaklaşır."
    },
    "seasons": [
      {
        "episodes": 20,
        "premiered": "2019-12-17"
      },
      {
        "episodes": 31,
        "premiered": "2020-10-06"
      }
    ],
    "cast": [
      {
        "person": "Okan Yalabık",
        "character": "Orhan"
      },
      {
        "person": "Ebru Özkan",
        "character": "İpek Tekin"
      },
      {
        "person": "Aytaç Şaşmaz",
        "character": "Emre"
      }
    ],
    "crew": []
  },
  {
    "originalTitle": "Kurt Seyit ve Şura",
    "title": "Kurt Seyit and Shura",
    "type": "primetime",
    "status": "Cancelled",
    "network": "Star TV",
    "weekdays": [
      "tue"
    ],
    "airTime": "20:00",
    "runtime": 130,
    "genres": [
      "period-drama",
      "romance",
      "drama"
    ],
    "synopsis": {
      "en": "Kurt Seyit, a Crimean Tatar officer in the Tsar's guard, falls in love with Shura, the daughter of an aristocratic Russian family, at a ball in Petrograd. Revolution tears their world apart and forces them to flee to occupied Istanbul, where their love is tested again.",
      "tr": "Çar'ın muhafız alayında görev yapan Kırımlı subay Kurt Seyit, Petrograd'daki bir baloda asil bir Rus ailesinin kızı Şura'ya âşık olur. Devrim dünyalarını yerle bir eder ve ikiliyi işgal altındaki İstanbul'a kaçmak zorunda bırakır; aşkları burada yeniden sınanır."
    },
    "seasons": [
      {
        "episodes": 14,
        "premiered": "2014-03-04"
      },
      {
        "episodes": 12,
        "premiered": "2014-09-23"
      }
    ],
    "cast": [
      {
        "person": "Kıvanç Tatlıtuğ",
        "character": "Kurt Seyit Eminof"
      },
      {
        "person": "Farah Zeynep Abdullah",
        "character": "Şura"
      },
      {
        "person": "Birce Akalay",
        "character": "Murka"
      },
      {
        "person": "Elçin Sangu",
        "character": "Güzide"
      },
      {
        "person": "Birkan Sokullu",
        "character": "Pyotr Borinsky"
      }
    ],
    "crew": []
  },
  {
    "originalTitle": "Vatanım Sensin",
    "title": "Wounded Love",
    "type": "primetime",
    "status": "Ended",
    "network": "Kanal D",
    "weekdays": [
      "thu"
    ],
    "airTime": "20:00",
    "runtime": 150,
    "genres": [
      "history",
      "period-drama",
      "drama",
      "romance"
    ],
    "synopsis": {
      "en": "When Izmir is occupied after the First World War, Colonel Cevdet appears to side with the Greek forces, and his wife Azize believes he has betrayed both her and the nation. In truth he is working undercover for the resistance, and the family is torn apart by secrets.",
      "tr": "Birinci Dünya Savaşı'nın ardından İzmir işgal edildiğinde Albay Cevdet Yunan kuvvetlerinin safına geçmiş görünür; eşi Azize onun hem kendisine hem de vatanına ihanet ettiğine inanır. Oysa Cevdet gizlice milli mücadele için çalışmaktadır ve sırlar aileyi paramparça eder."
    },
    "seasons": [
      {
        "episodes": 32,
        "premiered": "2016-10-27"
      },
      {
        "episodes": 27,
        "premiered": "2017-10-12"
      }
    ],
    "cast": [
      {
        "person": "Halit Ergenç",
        "character": "Cevdet"
      },
      {
        "person": "Bergüzar Korel",
        "character": "Azize"
      },
      {
        "person": "Onur Saylak",
        "character": "Tevfik"
      }
    ],
    "crew": []
  },
  {
    "originalTitle": "Kalp Yarası",
    "title": "Heart Wound",
    "type": "primetime",
    "status": "Ended",
    "network": "ATV",
    "weekdays": [
      "thu"
    ],
    "airTime": "20:00",
    "runtime": 140,
    "genres": [
      "drama",
      "romance",
      "family"
    ],
    "synopsis": {
      "en": "In Antakya, Ferit, the proud lawyer heir of the powerful Sancakzade family, falls for Ayşe, a young woman determined to stand on her own feet. Their love collides with his domineering grandmother Azade, old family grudges and the strict rules of the mansion.",
      "tr": "Antakya'da köklü Sancakzade ailesinin gururlu avukat varisi Ferit, kendi ayakları üzerinde durmaya kararlı genç Ayşe'ye âşık olur. Bu aşk, otoriter babaanne Azade'nin, eski aile hesaplaşmalarının ve konağın katı kurallarının engeline takılır."
    },
    "seasons": [
      {
        "episodes": 32,
        "premiered": "2021-07-01"
      }
    ],
    "cast": [
      {
        "person": "Gökhan Alkan",
        "character": "Ferit Sancakzade"
      },
      {
        "person": "Burçin Abdullah",
        "character": "Leman Sancakzade"
      },
      {
        "person": "Mahir Günşiray",
        "character": "Adnan Sancakzade"
      },
      {
        "person": "Nail Kırmızıgül",
        "character": "İhsan"
      }
    ],
    "crew": []
  },
  {
    "originalTitle": "Kan Çiçekleri",
    "title": "Blood Flowers",
    "type": "daily",
    "status": "Running",
    "network": "Kanal 7",
    "weekdays": [
      "mon",
      "tue",
      "wed",
      "thu",
      "fri"
    ],
    "airTime": "19:00",
    "runtime": 50,
    "genres": [
      "drama",
      "romance",
      "family"
    ],
    "synopsis": {
      "en": "To end a blood feud between two families in Mardin, young Dilan is married to Baran Karabey, the man whose family she has been raised to fear. Trapped in a house full of hatred, the two slowly move from resentment to a love that both families try to destroy.",
      "tr": "Mardin'de iki aile arasındaki kan davasını bitirmek için genç Dilan, ailesinden korkarak büyüdüğü Baran Karabey ile evlendirilir. Nefretle dolu bir konakta sıkışıp kalan ikili, önce birbirine öfke duyar; zamanla iki ailenin de yok etmek istediği bir aşka doğru yol alır."
    },
    "seasons": [
      {
        "episodes": 170,
        "premiered": "2022-10-10"
      },
      {
        "episodes": 180,
        "premiered": "2023-09-11"
      },
      {
        "episodes": 104,
        "premiered": "2024-09-09"
      },
      {
        "episodes": 200,
        "premiered": "2026-09-14"
      }
    ],
    "airing": true,
    "cast": [
      {
        "person": "Barış Baktaş",
        "character": "Baran Karabey"
      }
    ],
    "crew": []
  },
  {
    "originalTitle": "Gelsin Hayat Bildiği Gibi",
    "title": "Come What May",
    "type": "primetime",
    "status": "Ended",
    "network": "Show TV",
    "weekdays": [
      "thu"
    ],
    "airTime": "20:00",
    "runtime": 140,
    "genres": [
      "drama",
      "crime",
      "romance",
      "comedy"
    ],
    "synopsis": {
      "en": "Sadi Payaslı, a feared figure of Istanbul's underworld, has his life turned upside down when his lost love Derya reappears and a stubborn police inspector, Songül, sets her sights on him. Between family, crime and unfinished love, Sadi has to decide who he really is.",
      "tr": "İstanbul yeraltı dünyasının korkulan isimlerinden Sadi Payaslı'nın hayatı, yıllar önce kaybettiği aşkı Derya'nın yeniden ortaya çıkması ve inatçı komiser Songül'ün peşine düşmesiyle altüst olur. Aile, suç ve yarım kalmış aşk arasında Sadi, gerçekte kim olduğuna karar vermek zorundadır."
    },
    "seasons": [
      {
        "episodes": 33,
        "premiered": "2022-07-21"
      }
    ],
    "cast": [
      {
        "person": "Ertan Saban",
        "character": "Sadi Payaslı"
      }
    ],
    "crew": []
  },
  {
    "originalTitle": "Üç Kuruş",
    "title": "Three Pennies",
    "type": "primetime",
    "status": "Cancelled",
    "network": "Show TV",
    "weekdays": [
      "mon"
    ],
    "airTime": "20:00",
    "runtime": 150,
    "genres": [
      "crime",
      "action",
      "drama"
    ],
    "synopsis": {
      "en": "In a lively Roma neighbourhood of Istanbul, casino boss Kartal, the ambitious police chief Efe and a mysterious serial killer are drawn into the same deadly game. As old secrets surface, the line between the police, the mafia and the neighbourhood blurs.",
      "tr": "İstanbul'daki renkli bir Roman mahallesinde kumarhane patronu Kartal, hırslı emniyet müdürü Efe ve gizemli bir seri katil aynı ölümcül oyunun içine çekilir. Eski sırlar gün yüzüne çıktıkça polis, mafya ve mahalle arasındaki çizgi belirsizleşir."
    },
    "seasons": [
      {
        "episodes": 28,
        "premiered": "2021-11-01"
      }
    ],
    "cast": [
      {
        "person": "Uraz Kaygılaroğlu",
        "character": "Kartal"
      },
      {
        "person": "Ekin Koç",
        "character": "Efe"
      }
    ],
    "crew": []
  },
  {
    "originalTitle": "Teşkilat",
    "title": "The Organization",
    "type": "primetime",
    "status": "Running",
    "network": "TRT 1",
    "weekdays": [
      "sun"
    ],
    "airTime": "20:00",
    "runtime": 150,
    "genres": [
      "action",
      "drama",
      "crime"
    ],
    "synopsis": {
      "en": "After engineers of Turkey's armed drone programme are killed and its security protocol is stolen, the national intelligence agency forms a secret team of seven elite agents. They chase terrorists and foreign spies across the world while sacrificing their private lives.",
      "tr": "Türkiye'nin silahlı insansız hava aracı projesinde çalışan mühendisler öldürülüp güvenlik protokolü çalınınca Milli İstihbarat Teşkilatı yedi seçkin ajandan oluşan gizli bir ekip kurar. Ekip, özel hayatlarını feda ederek dünyanın dört bir yanında teröristlerin ve yabancı casusların peşine düşer."
    },
    "seasons": [
      {
        "episodes": 15,
        "premiered": "2021-03-07"
      },
      {
        "episodes": 33,
        "premiered": "2021-09-12"
      },
      {
        "episodes": 33,
        "premiered": "2022-09-18"
      },
      {
        "episodes": 34,
        "premiered": "2023-09-17"
      },
      {
        "episodes": 34,
        "premiered": "2024-09-15"
      },
      {
        "episodes": 34,
        "premiered": "2025-09-14"
      },
      {
        "episodes": 34,
        "premiered": "2026-09-13"
      }
    ],
    "airing": true,
    "cast": [
      {
        "person": "Çağlar Ertuğrul",
        "character": "Serdar"
      },
      {
        "person": "Gürkan Uygun",
        "character": "Yıldırım"
      },
      {
        "person": "Murat Yıldırım",
        "character": "Ömer Atmaca"
      }
    ],
    "crew": []
  },
  {
    "originalTitle": "Yalan",
    "title": "The Lie",
    "type": "primetime",
    "status": "Ended",
    "network": "Kanal D",
    "weekdays": [
      "mon"
    ],
    "airTime": "20:00",
    "runtime": 140,
    "genres": [
      "drama",
      "crime",
      "family"
    ],
    "synopsis": {
      "en": "After twenty years in prison for her husband's murder, Melike finally walks free, hoping to reunite with the daughter she was forced to leave behind. She does not know that her sister's family has built a web of lies around her child, and that her real daughter lives another life.",
      "tr": "Kocasını öldürmekle suçlanıp yirmi yıl hapis yatan Melike, geride bırakmak zorunda kaldığı kızına kavuşma umuduyla özgürlüğüne kavuşur. Ablasının ailesinin çocuğunun etrafında bir yalan ağı ördüğünden ve gerçek kızının bambaşka bir hayat yaşadığından habersizdir."
    },
    "seasons": [
      {
        "episodes": 33,
        "premiered": "2024-05-27"
      }
    ],
    "cast": [],
    "crew": []
  },
  {
    "originalTitle": "Bahar",
    "title": "Bahar",
    "type": "primetime",
    "status": "Ended",
    "network": "Show TV",
    "weekdays": [
      "tue"
    ],
    "airTime": "20:00",
    "runtime": 140,
    "genres": [
      "medical",
      "drama",
      "family"
    ],
    "synopsis": {
      "en": "Bahar gave up medical school to raise her children and support her husband's career, until a sudden illness shakes her life at forty. Deciding to finally live for herself, she returns to the hospital as a resident and rediscovers her dreams, her strength and love.",
      "tr": "Bahar, çocuklarını büyütmek ve kocasının kariyerine destek olmak için tıp eğitimini yarıda bırakmıştır; ta ki kırk yaşında yakalandığı bir hastalık hayatını sarsana dek. Artık kendisi için yaşamaya karar verip hastaneye asistan olarak döner ve hayallerini, gücünü, aşkı yeniden keşfeder."
    },
    "seasons": [
      {
        "episodes": 18,
        "premiered": "2024-02-13"
      },
      {
        "episodes": 31,
        "premiered": "2024-09-17"
      },
      {
        "episodes": 15,
        "premiered": "2025-09-16"
      }
    ],
    "cast": [
      {
        "person": "Demet Evgar",
        "character": "Bahar"
      },
      {
        "person": "Hayal Köseoğlu",
        "character": "Maral"
      },
      {
        "person": "Buğra Gülsoy",
        "character": "Evren Yalkın"
      },
      {
        "person": "Mehmet Yılmaz Ak",
        "character": "Timur"
      }
    ],
    "crew": []
  },
  {
    "originalTitle": "Kızıl Goncalar",
    "title": "Scarlet Buds",
    "type": "primetime",
    "status": "Ended",
    "network": "FOX",
    "weekdays": [
      "mon"
    ],
    "airTime": "20:00",
    "runtime": 150,
    "genres": [
      "drama",
      "family"
    ],
    "synopsis": {
      "en": "Meryem, a woman raised inside a conservative religious order, flees with her young daughter to save her from an arranged child marriage. Their paths cross with Levent, a secular surgeon, and two very different worlds are forced to face each other.",
      "tr": "Mutaassıp bir tarikat çevresinde yetişen Meryem, küçük kızını erken yaşta evlendirilmekten kurtarmak için onunla birlikte kaçar. Yolları seküler bir cerrah olan Levent'le kesişince birbirinden bambaşka iki dünya yüz yüze gelmek zorunda kalır."
    },
    "seasons": [
      {
        "episodes": 19,
        "premiered": "2023-12-18"
      },
      {
        "episodes": 28,
        "premiered": "2024-09-16"
      }
    ],
    "cast": [
      {
        "person": "Özcan Deniz",
        "character": "Levent"
      },
      {
        "person": "Melisa Doğu",
        "character": "Ayza"
      },
      {
        "person": "Özgü Namal",
        "character": "Meryem"
      },
      {
        "person": "Mert Yazıcıoğlu",
        "character": "Cüneyd"
      }
    ],
    "crew": []
  },
  {
    "originalTitle": "Uzak Şehir",
    "title": "Far Away",
    "type": "primetime",
    "status": "Running",
    "network": "Kanal D",
    "weekdays": [
      "mon"
    ],
    "airTime": "20:00",
    "runtime": 150,
    "genres": [
      "drama",
      "romance",
      "crime"
    ],
    "synopsis": {
      "en": "After her husband Boran dies in Canada, Alya travels to Mardin with their young son to bury him in his homeland. The powerful Albora family, led by Boran's brother Cihan and their mother Sadakat, refuses to let the boy leave, and Alya is drawn into a world of old secrets.",
      "tr": "Kocası Boran Kanada'da ölünce Alya, onu memleketine gömmek için küçük oğluyla birlikte Mardin'e gelir. Boran'ın ağabeyi Cihan ve anneleri Sadakat'in yönettiği güçlü Albora ailesi çocuğun gitmesine izin vermez; Alya kendini eski sırlarla dolu bir dünyanın içinde bulur."
    },
    "seasons": [
      {
        "episodes": 28,
        "premiered": "2024-11-11"
      },
      {
        "episodes": 38,
        "premiered": "2025-09-15"
      },
      {
        "episodes": 36,
        "premiered": "2026-09-14"
      }
    ],
    "airing": true,
    "cast": [
      {
        "person": "Ozan Akbaba",
        "character": "Cihan Albora"
      },
      {
        "person": "Sinem Ünsal",
        "character": "Alya Albora"
      },
      {
        "person": "Gonca Cilasun",
        "character": "Sadakat Albora"
      }
    ],
    "crew": []
  },
  {
    "originalTitle": "Eşref Rüya",
    "title": "Eşref Rüya",
    "type": "primetime",
    "status": "Running",
    "network": "Kanal D",
    "weekdays": [
      "wed"
    ],
    "airTime": "20:00",
    "runtime": 150,
    "genres": [
      "crime",
      "action",
      "romance",
      "drama"
    ],
    "synopsis": {
      "en": "Eşref Tek grew up in an orphanage and rose to lead the 'Orphans', a feared crew of Istanbul's underworld, without ever forgetting the little girl he called Rüya. When he meets Nisan, a young singer with a hidden past, love and revenge begin to pull him in opposite directions.",
      "tr": "Yetimhanede büyüyen Eşref Tek, İstanbul yeraltı dünyasının korkulan ekibi Yetimler'in başına geçmiş ama çocukken Rüya dediği küçük kızı hiç unutmamıştır. Geçmişi sırlarla dolu genç şarkıcı Nisan'la tanışınca aşk ve intikam onu zıt yönlere çekmeye başlar."
    },
    "seasons": [
      {
        "episodes": 13,
        "premiered": "2025-03-19"
      },
      {
        "episodes": 36,
        "premiered": "2025-09-17"
      },
      {
        "episodes": 36,
        "premiered": "2026-09-16"
      }
    ],
    "airing": true,
    "cast": [
      {
        "person": "Çağatay Ulusoy",
        "character": "Eşref Tek"
      },
      {
        "person": "Demet Özdemir",
        "character": "Nisan"
      }
    ],
    "crew": []
  },
  {
    "originalTitle": "Siyah Kalp",
    "title": "Black Heart",
    "type": "primetime",
    "status": "Ended",
    "network": "Show TV",
    "weekdays": [
      "thu"
    ],
    "airTime": "20:00",
    "runtime": 150,
    "genres": [
      "drama",
      "family",
      "romance"
    ],
    "synopsis": {
      "en": "Years after Sumru abandoned her newborn twins and married into the wealthy Şansalan family of Cappadocia, the twins Nuh and Melek discover who their mother is. They arrive at the grand mansion determined to claim what was taken from them, and shake every family secret loose.",
      "tr": "Sumru'nun yeni doğan ikizlerini bırakıp Kapadokya'nın varlıklı Şansalan ailesine gelin gitmesinin üzerinden yıllar geçmiştir. Annelerinin kim olduğunu öğrenen ikizler Nuh ve Melek, kendilerinden alınanın hesabını sormak için ihtişamlı konağa gelir ve tüm aile sırlarını sarsar."
    },
    "seasons": [
      {
        "episodes": 35,
        "premiered": "2024-09-26"
      }
    ],
    "cast": [
      {
        "person": "Burak Sergen",
        "character": "Samet Şansalan"
      },
      {
        "person": "Aras Aydın",
        "character": "Nuh Çakırca"
      },
      {
        "person": "Burak Tozkoparan",
        "character": "Cihan Şansalan"
      },
      {
        "person": "Esra Dermancıoğlu",
        "character": "Hikmet"
      }
    ],
    "crew": []
  },
  {
    "originalTitle": "Annem Ankara",
    "title": "My Mother Ankara",
    "type": "primetime",
    "status": "Cancelled",
    "network": "Kanal D",
    "weekdays": [
      "wed"
    ],
    "airTime": "20:00",
    "runtime": 140,
    "genres": [
      "drama",
      "family"
    ],
    "synopsis": {
      "en": "In 1990s Ankara, Zuhal takes early retirement to raise her three sons, while her husband Hasan drifts into lies and affairs. Leaving him and an unsupportive family behind, she rebuilds her life from a bread kiosk. The story is based on the real life of the screenwriter's mother.",
      "tr": "1990'ların Ankara'sında Zuhal, üç oğlunu büyütmek için erken emekli olur; kocası Hasan ise yalanlara ve ihanetlere sürüklenir. Onu ve destek olmayan ailesini geride bırakan Zuhal, bir halk ekmek büfesinden hayatını yeniden kurar. Hikâye senaristin annesinin gerçek yaşamından uyarlanmıştır."
    },
    "seasons": [
      {
        "episodes": 15,
        "premiered": "2024-11-20"
      }
    ],
    "cast": [
      {
        "person": "Bergüzar Korel",
        "character": "Zuhal"
      },
      {
        "person": "Mehmet Günsür",
        "character": "Hasan"
      }
    ],
    "crew": []
  },
  {
    "originalTitle": "Bir Küçük Gün Işığı",
    "title": "A Little Daylight",
    "type": "primetime",
    "status": "Ended",
    "network": "ATV",
    "weekdays": [
      "mon"
    ],
    "airTime": "20:00",
    "runtime": 150,
    "genres": [
      "drama",
      "family",
      "romance"
    ],
    "synopsis": {
      "en": "Elif believes she has a happy marriage until her husband dies suddenly and she learns that her whole life was built on lies. Left with a little girl she never knew existed, she sets out to uncover the truth and to protect the child at all costs.",
      "tr": "Elif, kocası aniden ölene kadar mutlu bir evliliği olduğuna inanır; ardından tüm hayatının yalanlar üzerine kurulduğunu öğrenir. Varlığından haberi olmadığı küçük bir kızın sorumluluğu omzuna binince hem gerçeği ortaya çıkarmak hem de çocuğu ne pahasına olursa olsun korumak için yola koyulur."
    },
    "seasons": [
      {
        "episodes": 36,
        "premiered": "2022-09-05"
      }
    ],
    "cast": [
      {
        "person": "Seray Kaya",
        "character": "Elif"
      },
      {
        "person": "Berk Oktay",
        "character": "Fırat"
      },
      {
        "person": "Esra Dermancıoğlu",
        "character": "Ümran"
      }
    ],
    "crew": []
  },
  {
    "originalTitle": "Kuş Uçuşu",
    "title": "As the Crow Flies",
    "type": "digital",
    "status": "Ended",
    "network": "Netflix",
    "weekdays": [
      "fri",
      "thu"
    ],
    "airTime": "10:00",
    "runtime": 50,
    "genres": [
      "drama"
    ],
    "synopsis": {
      "en": "Lale Kıran is the star anchor of a leading Istanbul news channel, and Aslı Tuna is the young intern who has idolised her since childhood. As Aslı climbs the ladder of the newsroom, admiration turns into an obsessive rivalry between two generations of women.",
      "tr": "Lale Kıran, İstanbul'un önde gelen haber kanalının yıldız sunucusudur; Aslı Tuna ise onu çocukluğundan beri idol edinmiş genç bir stajyerdir. Aslı haber merkezinde basamakları tırmandıkça hayranlık, iki kuşak kadın arasında saplantılı bir rekabete dönüşür."
    },
    "seasons": [
      {
        "episodes": 8,
        "premiered": "2022-06-03"
      },
      {
        "episodes": 8,
        "premiered": "2023-12-14"
      }
    ],
    "cast": [
      {
        "person": "Birce Akalay",
        "character": "Lale Kıran"
      },
      {
        "person": "İbrahim Çelikkol",
        "character": "Kenan"
      }
    ],
    "crew": []
  },
  {
    "originalTitle": "Gibi",
    "title": "Gibi",
    "type": "digital",
    "status": "Ended",
    "network": "Exxen",
    "weekdays": [
      "fri"
    ],
    "airTime": "00:00",
    "runtime": 30,
    "genres": [
      "comedy"
    ],
    "synopsis": {
      "en": "Best friends Yılmaz and İlkkan react to the most ordinary situations of everyday life in the strangest possible ways, often dragging their friend Ersoy along. Each episode builds an absurd, deadpan comedy out of small misunderstandings and everyday Turkish life.",
      "tr": "Yakın arkadaşlar Yılmaz ile İlkkan, gündelik hayatın en sıradan durumlarına akla gelmeyecek tepkiler verir ve çoğu zaman dostları Ersoy'u da işin içine çeker. Her bölüm küçük yanlış anlamalardan ve gündelik hayattan absürt, kuru bir mizah çıkarır."
    },
    "seasons": [
      {
        "episodes": 12,
        "premiered": "2021-01-01"
      },
      {
        "episodes": 12,
        "premiered": "2021-09-24"
      },
      {
        "episodes": 11,
        "premiered": "2022-03-18"
      },
      {
        "episodes": 10,
        "premiered": "2023-03-17"
      },
      {
        "episodes": 10,
        "premiered": "2024-03-15"
      },
      {
        "episodes": 13,
        "premiered": "2025-03-14"
      }
    ],
    "cast": [],
    "crew": []
  },
  {
    "originalTitle": "Bir Başkadır",
    "title": "Ethos",
    "type": "digital",
    "status": "Ended",
    "network": "Netflix",
    "weekdays": [
      "thu"
    ],
    "airTime": "10:00",
    "runtime": 55,
    "genres": [
      "drama"
    ],
    "synopsis": {
      "en": "Meryem, a young cleaner from the outskirts of Istanbul, starts seeing a psychiatrist after unexplained fainting spells. Her sessions with Peri set off a chain of encounters between people of different classes, beliefs and lifestyles who all share the same city.",
      "tr": "İstanbul'un kenar mahallelerinde yaşayan genç temizlikçi Meryem, açıklanamayan bayılmaları nedeniyle bir psikiyatriste gitmeye başlar. Peri'yle yaptığı seanslar, aynı şehri paylaşan farklı sınıflardan, inançlardan ve yaşam tarzlarından insanlar arasında bir karşılaşmalar zinciri başlatır."
    },
    "seasons": [
      {
        "episodes": 8,
        "premiered": "2020-11-12"
      }
    ],
    "cast": [
      {
        "person": "Öykü Karayel",
        "character": "Meryem"
      },
      {
        "person": "Funda Eryiğit",
        "character": "Ruhiye"
      },
      {
        "person": "Settar Tanrıöğen",
        "character": "Sadettin Hoca"
      },
      {
        "person": "Bige Önal",
        "character": "Hayrünnisa"
      }
    ],
    "crew": [
      {
        "person": "Berkun Oya",
        "role": "Creator"
      },
      {
        "person": "Berkun Oya",
        "role": "Screenwriter"
      },
      {
        "person": "Berkun Oya",
        "role": "Director"
      }
    ]
  },
  {
    "originalTitle": "Atiye",
    "title": "The Gift",
    "type": "digital",
    "status": "Ended",
    "network": "Netflix",
    "weekdays": [
      "fri",
      "thu"
    ],
    "airTime": "10:00",
    "runtime": 50,
    "genres": [
      "fantasy",
      "mystery",
      "drama"
    ],
    "synopsis": {
      "en": "Istanbul painter Atiye has drawn the same mysterious symbol since childhood. When archaeologist Erhan discovers it at Göbeklitepe, the world's oldest temple, she travels there and is pulled into a journey through her family's past, parallel lives and an ancient secret.",
      "tr": "İstanbullu ressam Atiye, çocukluğundan beri aynı gizemli sembolü çizmektedir. Arkeolog Erhan bu sembolü dünyanın en eski tapınağı Göbeklitepe'de bulunca Atiye oraya gider ve ailesinin geçmişine, paralel hayatlara ve kadim bir sırra uzanan bir yolculuğa sürüklenir."
    },
    "seasons": [
      {
        "episodes": 8,
        "premiered": "2019-12-27"
      },
      {
        "episodes": 8,
        "premiered": "2020-09-10"
      },
      {
        "episodes": 8,
        "premiered": "2021-06-17"
      }
    ],
    "cast": [
      {
        "person": "Beren Saat",
        "character": "Atiye"
      },
      {
        "person": "Mehmet Günsür",
        "character": "Erhan"
      },
      {
        "person": "Metin Akdülger",
        "character": "Ozan"
      }
    ],
    "crew": []
  },
  {
    "originalTitle": "Hakan: Muhafız",
    "title": "The Protector",
    "type": "digital",
    "status": "Ended",
    "network": "Netflix",
    "weekdays": [
      "fri",
      "thu"
    ],
    "airTime": "10:00",
    "runtime": 45,
    "genres": [
      "fantasy",
      "action",
      "drama"
    ],
    "synopsis": {
      "en": "After his adoptive father is killed, young Istanbul shopkeeper Hakan learns that he is the last Protector, heir to an ancient order sworn to defend the city. Guided by the Loyal Ones, he must wear a talismanic shirt and stop the Immortals who want Istanbul destroyed.",
      "tr": "Manevi babası öldürülünce İstanbullu genç dükkân sahibi Hakan, şehri korumaya yeminli kadim bir düzenin son varisi, yani Muhafız olduğunu öğrenir. Sadıkların rehberliğinde tılsımlı gömleği giyerek İstanbul'u yok etmek isteyen Ölümsüzleri durdurmak zorundadır."
    },
    "seasons": [
      {
        "episodes": 10,
        "premiered": "2018-12-14"
      },
      {
        "episodes": 8,
        "premiered": "2019-04-26"
      },
      {
        "episodes": 7,
        "premiered": "2020-03-06"
      },
      {
        "episodes": 7,
        "premiered": "2020-07-09"
      }
    ],
    "cast": [
      {
        "person": "Çağatay Ulusoy",
        "character": "Hakan Demir"
      },
      {
        "person": "Ayça Ayşin Turan",
        "character": "Leyla"
      },
      {
        "person": "Okan Yalabık",
        "character": "Faysal Erdem"
      },
      {
        "person": "Engin Öztürk",
        "character": "Levent"
      }
    ],
    "crew": []
  },
  {
    "originalTitle": "Şahmaran",
    "title": "Shahmaran",
    "type": "digital",
    "status": "Ended",
    "network": "Netflix",
    "weekdays": [
      "fri",
      "thu"
    ],
    "airTime": "10:00",
    "runtime": 55,
    "genres": [
      "fantasy",
      "romance",
      "drama"
    ],
    "synopsis": {
      "en": "Şahsu, a psychology lecturer, comes to Adana to confront the grandfather who abandoned her mother. There she meets Maran, a mysterious man from a secretive community devoted to the Shahmaran legend, who believes she is the key to an ancient prophecy.",
      "tr": "Psikoloji öğretim görevlisi Şahsu, annesini terk eden dedesiyle yüzleşmek için Adana'ya gelir. Burada Şahmaran efsanesine bağlı gizemli bir topluluktan Maran'la tanışır; topluluk onun kadim bir kehanetin anahtarı olduğuna inanmaktadır."
    },
    "seasons": [
      {
        "episodes": 8,
        "premiered": "2023-01-20"
      },
      {
        "episodes": 6,
        "premiered": "2024-06-27"
      }
    ],
    "cast": [
      {
        "person": "Serenay Sarıkaya",
        "character": "Şahsu"
      },
      {
        "person": "Burak Deniz",
        "character": "Maran"
      },
      {
        "person": "Mert Ramazan Demir",
        "character": "Cihan"
      },
      {
        "person": "Mahir Günşiray",
        "character": "Ural"
      }
    ],
    "crew": []
  },
  {
    "originalTitle": "Kulüp",
    "title": "The Club",
    "type": "digital",
    "status": "Ended",
    "network": "Netflix",
    "weekdays": [
      "fri"
    ],
    "airTime": "10:00",
    "runtime": 50,
    "genres": [
      "period-drama",
      "drama"
    ],
    "synopsis": {
      "en": "In cosmopolitan 1950s Istanbul, Matilda Aseo is released from prison after seventeen years and takes a job at a glamorous nightclub to get close to Raşel, the daughter she could never raise. Secrets from the past and the politics of the era threaten their fragile bond.",
      "tr": "1950'lerin kozmopolit İstanbul'unda Matilda Aseo, on yedi yıl sonra cezaevinden çıkar ve hiç büyütemediği kızı Raşel'e yakın olmak için ışıltılı bir gece kulübünde işe girer. Geçmişin sırları ve dönemin siyasi havası, anne kız arasındaki kırılgan bağı tehdit eder."
    },
    "seasons": [
      {
        "episodes": 10,
        "premiered": "2021-11-05"
      },
      {
        "episodes": 8,
        "premiered": "2023-09-15"
      }
    ],
    "cast": [
      {
        "person": "Barış Arduç",
        "character": "İsmet Denizer"
      },
      {
        "person": "Metin Akdülger",
        "character": "Orhan Şahin"
      },
      {
        "person": "Salih Bademci",
        "character": "Selim Songür"
      }
    ],
    "crew": []
  },
  {
    "originalTitle": "Kızım",
    "title": "My Daughter",
    "type": "primetime",
    "status": "Ended",
    "network": "TV8",
    "weekdays": [
      "wed"
    ],
    "airTime": "20:00",
    "runtime": 140,
    "genres": [
      "drama",
      "family"
    ],
    "synopsis": {
      "en": "Demir is a small-time con man who grew up in an orphanage and never wanted a family, until eight-year-old Öykü turns up claiming to be his daughter. To avoid prison he has to take care of her, and the bright little girl slowly changes his life while hiding a painful secret.",
      "tr": "Yetimhanede büyüyen ve hiç aile istemeyen küçük çaplı dolandırıcı Demir'in hayatı, kızı olduğunu söyleyen sekiz yaşındaki Öykü'nün ortaya çıkmasıyla değişir. Hapse girmemek için ona bakmak zorunda kalan Demir'in hayatını, acı bir sır saklayan bu akıllı küçük kız yavaş yavaş dönüştürür."
    },
    "seasons": [
      {
        "episodes": 32,
        "premiered": "2018-09-26"
      },
      {
        "episodes": 9,
        "premiered": "2019-09-18"
      }
    ],
    "cast": [
      {
        "person": "Leyla Lydia Tuğutlu",
        "character": "Candan"
      },
      {
        "person": "Serhat Teoman",
        "character": "Cemal"
      },
      {
        "person": "Buğra Gülsoy",
        "character": "Demir Göktürk"
      },
      {
        "person": "Beren Gökyıldız",
        "character": "Öykü"
      }
    ],
    "crew": []
  },
  {
    "originalTitle": "Gönül Dağı",
    "title": "Gönül Dağı",
    "type": "primetime",
    "status": "Ended",
    "network": "TRT 1",
    "weekdays": [
      "sat"
    ],
    "airTime": "20:00",
    "runtime": 150,
    "genres": [
      "comedy",
      "drama",
      "family"
    ],
    "synopsis": {
      "en": "In a small town on the Anatolian steppe, young Taner and his cousins try to turn their family's modest life around with inventive schemes and honest hard work. Rooted in Mustafa Çiftçi's stories, the series follows the joys, losses and loves of a warm-hearted community.",
      "tr": "İç Anadolu bozkırında küçük bir kasabada genç Taner ve kuzenleri, ailelerinin mütevazı hayatını yaratıcı girişimler ve alın teriyle değiştirmeye çalışır. Mustafa Çiftçi'nin öykülerinden ilham alan dizi, sıcak kalpli bir topluluğun sevinçlerini, kayıplarını ve aşklarını anlatır."
    },
    "seasons": [
      {
        "episodes": 30,
        "premiered": "2020-10-17"
      },
      {
        "episodes": 35,
        "premiered": "2021-09-18"
      },
      {
        "episodes": 38,
        "premiered": "2022-09-17"
      },
      {
        "episodes": 39,
        "premiered": "2023-09-16"
      },
      {
        "episodes": 33,
        "premiered": "2024-09-21"
      },
      {
        "episodes": 34,
        "premiered": "2025-09-20"
      }
    ],
    "cast": [
      {
        "person": "Berk Atan",
        "character": "Taner"
      },
      {
        "person": "Gülsim Ali İlhan",
        "character": "Dilek"
      }
    ],
    "crew": []
  },
  {
    "originalTitle": "Safir",
    "title": "Sapphire",
    "type": "primetime",
    "status": "Ended",
    "network": "ATV",
    "weekdays": [
      "mon"
    ],
    "airTime": "20:00",
    "runtime": 150,
    "genres": [
      "drama",
      "romance"
    ],
    "synopsis": {
      "en": "In the fairy-chimney landscape of Cappadocia, Feraye and Yaman share a love that was never allowed to live. Years later, family ties, a child's fate and a marriage of obligation bring them face to face again, forcing everyone to confront the truth they have hidden.",
      "tr": "Kapadokya'nın peri bacaları arasında Feraye ile Yaman'ın yaşamasına hiç izin verilmemiş bir aşkı vardır. Yıllar sonra aile bağları, bir çocuğun kaderi ve mecburiyetten yapılmış bir evlilik onları yeniden karşı karşıya getirir; herkes sakladığı gerçekle yüzleşmek zorunda kalır."
    },
    "seasons": [
      {
        "episodes": 26,
        "premiered": "2023-09-04"
      }
    ],
    "cast": [
      {
        "person": "Özge Yağız",
        "character": "Feraye"
      },
      {
        "person": "Burak Berkay Akgül",
        "character": "Yaman"
      },
      {
        "person": "Gizem Karaca",
        "character": "Güneş"
      },
      {
        "person": "Erkan Bektaş",
        "character": "Vural"
      }
    ],
    "crew": []
  }
];

/** Fan-favourite on-screen couples of set B (both people are in that show's cast). */
export const demoCouplesB: DemoCouple[] = [
  {
    "show": "Kurt Seyit ve Şura",
    "people": [
      "Kıvanç Tatlıtuğ",
      "Farah Zeynep Abdullah"
    ],
    "name": "Kurt Seyit & Şura"
  },
  {
    "show": "Muhteşem Yüzyıl: Kösem",
    "people": [
      "Beren Saat",
      "Ekin Koç"
    ],
    "name": "Kösem & Ahmed"
  },
  {
    "show": "Uzak Şehir",
    "people": [
      "Ozan Akbaba",
      "Sinem Ünsal"
    ],
    "name": "Cihan & Alya"
  },
  {
    "show": "Eşref Rüya",
    "people": [
      "Çağatay Ulusoy",
      "Demet Özdemir"
    ],
    "name": "Eşref & Nisan"
  },
  {
    "show": "Vatanım Sensin",
    "people": [
      "Halit Ergenç",
      "Bergüzar Korel"
    ],
    "name": "Cevdet & Azize"
  },
  {
    "show": "Mucize Doktor",
    "people": [
      "Taner Ölmez",
      "Sinem Ünsal"
    ],
    "name": "Ali & Nazlı"
  },
  {
    "show": "Şahmaran",
    "people": [
      "Serenay Sarıkaya",
      "Burak Deniz"
    ],
    "name": "Şahsu & Maran"
  },
  {
    "show": "Atiye",
    "people": [
      "Beren Saat",
      "Mehmet Günsür"
    ],
    "name": "Atiye & Erhan"
  },
  {
    "show": "Hakan: Muhafız",
    "people": [
      "Çağatay Ulusoy",
      "Ayça Ayşin Turan"
    ],
    "name": "Hakan & Leyla"
  },
  {
    "show": "Kuş Uçuşu",
    "people": [
      "Birce Akalay",
      "İbrahim Çelikkol"
    ],
    "name": "Lale & Kenan"
  },
  {
    "show": "Alparslan: Büyük Selçuklu",
    "people": [
      "Barış Arduç",
      "Fahriye Evcen"
    ],
    "name": "Alparslan & Akça"
  },
  {
    "show": "Safir",
    "people": [
      "Özge Yağız",
      "Burak Berkay Akgül"
    ],
    "name": "FerYam"
  }
];
