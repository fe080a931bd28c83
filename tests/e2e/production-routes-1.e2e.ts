import { checkProductionRoutes } from './productionRoutes';

checkProductionRoutes(0, 2);
