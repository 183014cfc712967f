/** The person entity: its card. */
export { PersonCard, type PersonCardProps } from "./person-card";
