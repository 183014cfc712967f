import type { DemoPerson } from "./types.js";

/** People of demo set B (cast and crew of shows-b.ts) with their real dates of birth. */
export const demoPeopleB: DemoPerson[] = [
  {
    "name": "Aras Aydın",
    "birthday": "1989-07-02",
    "birthplace": "Eskişehir",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Aras Bulut İynemli",
    "birthday": "1990-02-25",
    "birthplace": "İzmir",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Ayça Ayşin Turan",
    "birthday": "1992-10-25",
    "birthplace": "Sinop",
    "knownFor": "acting",
    "gender": "female"
  },
  {
    "name": "Aytaç Şaşmaz",
    "birthday": "1998-08-04",
    "birthplace": "Manisa",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Bahadır Yenişehirlioğlu",
    "birthday": "1962-01-19",
    "birthplace": "Akhisar",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Barış Arduç",
    "birthday": "1987-01-09",
    "birthplace": "Mannheim",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Barış Baktaş",
    "birthday": "1997-02-12",
    "birthplace": "Batman",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Beren Gökyıldız",
    "birthday": "2009-09-29",
    "birthplace": "İstanbul",
    "knownFor": "acting",
    "gender": "female"
  },
  {
    "name": "Beren Saat",
    "birthday": "1984-02-26",
    "birthplace": "Ankara",
    "knownFor": "acting",
    "gender": "female"
  },
  {
    "name": "Bergüzar Korel",
    "birthday": "1982-08-27",
    "birthplace": "İstanbul",
    "knownFor": "acting",
    "gender": "female"
  },
  {
    "name": "Berk Atan",
    "birthday": "1991-09-26",
    "birthplace": "İzmir",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Berk Oktay",
    "birthday": "1982-10-28",
    "birthplace": "Ankara",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Berkun Oya",
    "birthday": "1977-03-03",
    "birthplace": "Bursa",
    "knownFor": "writing",
    "gender": "male"
  },
  {
    "name": "Bige Önal",
    "birthday": "1990-02-01",
    "birthplace": "İstanbul",
    "knownFor": "acting",
    "gender": "female"
  },
  {
    "name": "Birce Akalay",
    "birthday": "1984-04-18",
    "birthplace": "İstanbul",
    "knownFor": "acting",
    "gender": "female"
  },
  {
    "name": "Birkan Sokullu",
    "birthday": "1985-10-06",
    "birthplace": "İstanbul",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Buğra Gülsoy",
    "birthday": "1982-02-22",
    "birthplace": "Ankara",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Burak Berkay Akgül",
    "birthday": "1997-02-24",
    "birthplace": "İstanbul",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Burak Deniz",
    "birthday": "1991-02-17",
    "birthplace": "İstanbul",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Burak Sergen",
    "birthday": "1961-02-09",
    "birthplace": "Ankara",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Burak Tozkoparan",
    "birthday": "1992-11-14",
    "birthplace": "İstanbul",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Burçin Abdullah",
    "birthday": "1987-07-22",
    "birthplace": "Bursa",
    "knownFor": "acting",
    "gender": "female"
  },
  {
    "name": "Çağatay Ulusoy",
    "birthday": "1990-09-23",
    "birthplace": "İstanbul",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Çağlar Ertuğrul",
    "birthday": "1987-11-05",
    "birthplace": "İzmir",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Demet Evgar",
    "birthday": "1980-05-19",
    "birthplace": "Manisa",
    "knownFor": "acting",
    "gender": "female"
  },
  {
    "name": "Demet Özdemir",
    "birthday": "1992-02-26",
    "birthplace": "İzmit",
    "knownFor": "acting",
    "gender": "female"
  },
  {
    "name": "Ebru Özkan",
    "birthday": "1978-11-18",
    "birthplace": "Ankara",
    "knownFor": "acting",
    "gender": "female"
  },
  {
    "name": "Ekin Koç",
    "birthday": "1992-06-21",
    "birthplace": "Manavgat",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Elçin Sangu",
    "birthday": "1985-08-13",
    "birthplace": "Adana",
    "knownFor": "acting",
    "gender": "female"
  },
  {
    "name": "Engin Öztürk",
    "birthday": "1986-09-28",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Erkan Bektaş",
    "birthday": "1972-03-11",
    "birthplace": "Ankara",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Ertan Saban",
    "birthday": "1977-12-04",
    "birthplace": "Skopje",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Esra Dermancıoğlu",
    "birthday": "1968-12-07",
    "birthplace": "İstanbul",
    "knownFor": "acting",
    "gender": "female"
  },
  {
    "name": "Fahriye Evcen",
    "birthday": "1986-06-04",
    "birthplace": "Solingen",
    "knownFor": "acting",
    "gender": "female"
  },
  {
    "name": "Farah Zeynep Abdullah",
    "birthday": "1989-11-17",
    "birthplace": "Ankara",
    "knownFor": "acting",
    "gender": "female"
  },
  {
    "name": "Funda Eryiğit",
    "birthday": "1984-11-06",
    "birthplace": "Zwolle",
    "knownFor": "acting",
    "gender": "female"
  },
  {
    "name": "Gizem Karaca",
    "birthday": "1992-09-07",
    "birthplace": "İstanbul",
    "knownFor": "acting",
    "gender": "female"
  },
  {
    "name": "Gonca Cilasun",
    "birthday": "1966-05-09",
    "birthplace": "İstanbul",
    "knownFor": "acting",
    "gender": "female"
  },
  {
    "name": "Gökhan Alkan",
    "birthday": "1987-12-08",
    "birthplace": "İstanbul",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Gülsim Ali İlhan",
    "birthday": "1995-02-18",
    "knownFor": "acting",
    "gender": "female"
  },
  {
    "name": "Gürkan Uygun",
    "birthday": "1974-05-27",
    "birthplace": "İzmit",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Halit Ergenç",
    "birthday": "1970-04-30",
    "birthplace": "İstanbul",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Hayal Köseoğlu",
    "birthday": "1992-12-20",
    "birthplace": "İstanbul",
    "knownFor": "acting",
    "gender": "female"
  },
  {
    "name": "Hülya Avşar",
    "birthday": "1963-10-10",
    "birthplace": "Edremit",
    "knownFor": "acting",
    "gender": "female"
  },
  {
    "name": "İbrahim Çelikkol",
    "birthday": "1982-08-14",
    "birthplace": "İstanbul",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Kıvanç Tatlıtuğ",
    "birthday": "1983-10-27",
    "birthplace": "Adana",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Leyla Lydia Tuğutlu",
    "birthday": "1989-10-29",
    "birthplace": "Berlin",
    "knownFor": "acting",
    "gender": "female"
  },
  {
    "name": "Mahir Günşiray",
    "birthday": "1960-08-10",
    "birthplace": "İstanbul",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Mehmet Günsür",
    "birthday": "1975-05-08",
    "birthplace": "İstanbul",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Mehmet Özgür",
    "birthday": "1970-08-30",
    "birthplace": "Antalya",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Mehmet Yılmaz Ak",
    "birthday": "1986-02-08",
    "birthplace": "Diyarbakır",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Melike Güner",
    "birthday": "1979-06-02",
    "birthplace": "İstanbul",
    "knownFor": "acting",
    "gender": "female"
  },
  {
    "name": "Melisa Doğu",
    "birthday": "1981-02-14",
    "birthplace": "İstanbul",
    "knownFor": "acting",
    "gender": "female"
  },
  {
    "name": "Mert Ramazan Demir",
    "birthday": "1998-01-28",
    "birthplace": "İstanbul",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Mert Yazıcıoğlu",
    "birthday": "1993-05-10",
    "birthplace": "İstanbul",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Metin Akdülger",
    "birthday": "1988-04-10",
    "birthplace": "Bursa",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Murat Yıldırım",
    "birthday": "1979-04-13",
    "birthplace": "Konya",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Nail Kırmızıgül",
    "birthday": "1965-09-03",
    "birthplace": "Gaziantep",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Nurgül Yeşilçay",
    "birthday": "1976-10-26",
    "birthplace": "Afyonkarahisar",
    "knownFor": "acting",
    "gender": "female"
  },
  {
    "name": "Okan Yalabık",
    "birthday": "1978-12-13",
    "birthplace": "İstanbul",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Onur Saylak",
    "birthday": "1977-05-12",
    "birthplace": "Ankara",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Onur Tuna",
    "birthday": "1985-07-02",
    "birthplace": "Çanakkale",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Ozan Akbaba",
    "birthday": "1982-06-09",
    "birthplace": "Kars",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Öykü Karayel",
    "birthday": "1990-08-20",
    "birthplace": "İstanbul",
    "knownFor": "acting",
    "gender": "female"
  },
  {
    "name": "Özcan Deniz",
    "birthday": "1972-05-19",
    "birthplace": "Ankara",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Özge Yağız",
    "birthday": "1997-09-26",
    "knownFor": "acting",
    "gender": "female"
  },
  {
    "name": "Özgü Namal",
    "birthday": "1978-12-28",
    "birthplace": "İstanbul",
    "knownFor": "acting",
    "gender": "female"
  },
  {
    "name": "Özlem Conker",
    "birthday": "1961-05-27",
    "birthplace": "İzmir",
    "knownFor": "acting",
    "gender": "female"
  },
  {
    "name": "Salih Bademci",
    "birthday": "1984-08-15",
    "birthplace": "İzmir",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Seray Kaya",
    "birthday": "1991-02-04",
    "birthplace": "İstanbul",
    "knownFor": "acting",
    "gender": "female"
  },
  {
    "name": "Serenay Sarıkaya",
    "birthday": "1992-07-01",
    "birthplace": "Ankara",
    "knownFor": "acting",
    "gender": "female"
  },
  {
    "name": "Serhat Teoman",
    "birthday": "1983-06-04",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Settar Tanrıöğen",
    "birthday": "1960-10-22",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Sinem Ünsal",
    "birthday": "1993-06-21",
    "birthplace": "İzmir",
    "knownFor": "acting",
    "gender": "female"
  },
  {
    "name": "Taner Ölmez",
    "birthday": "1986-08-09",
    "birthplace": "İstanbul",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Uraz Kaygılaroğlu",
    "birthday": "1987-06-30",
    "birthplace": "İstanbul",
    "knownFor": "acting",
    "gender": "male"
  },
  {
    "name": "Yurdaer Okur",
    "birthday": "1974-10-29",
    "birthplace": "Rize",
    "knownFor": "acting",
    "gender": "male"
  }
];
