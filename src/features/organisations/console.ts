/** What a client person uses to pick and join a business: the switcher and the join page. */
export { JoinPage } from '@/features/organisations/join/JoinPage';
