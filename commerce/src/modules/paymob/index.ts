import { ModuleProvider, Modules } from '@medusajs/framework/utils';
import { PaymobProviderService } from './paymob-provider';

/** Paymob (EGP) as a Medusa payment provider: its id in a region is `pp_paymob_paymob`. */
export default ModuleProvider(Modules.PAYMENT, { services: [PaymobProviderService] });
