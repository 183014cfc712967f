/** The public face of the people feature (people's pages, search and birthdays). */
export { peopleKeys, useBirthdaysToday, useBirthdaysUpcoming, usePeopleSearch, usePerson } from "./api";
