// What other features use of the card deck: the categories' labels, and the cards a reply shows.
export { cardCategoryLabels } from "./labels";
export { triggerCardsFor } from "./select";
