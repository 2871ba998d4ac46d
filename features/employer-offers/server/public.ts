/** What other areas may use of the offers panel's server code. */
export { countedApplication } from './counting';
