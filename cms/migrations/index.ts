import * as migration_20261122_003436_initial from './20261122_003436_initial';
import * as migration_20261122_011253_accounts_follows_notifications from './20261122_011253_accounts_follows_notifications';
import * as migration_20261122_012000_rate_limits from './20261122_012000_rate_limits';
import * as migration_20261122_012048_google_sign_in from './20261122_012048_google_sign_in';
import * as migration_20261122_013125_settings_groups_client_errors from './20261122_013125_settings_groups_client_errors';
import * as migration_20261122_014102_tenant_suspended from './20261122_014102_tenant_suspended';
import * as migration_20261122_014441_files from './20261122_014441_files';
import * as migration_20261122_020726_articles from './20261122_020726_articles';
import * as migration_20261122_030242_courses_and_participation from './20261122_030242_courses_and_participation';
import * as migration_20261122_031332_home_course_cards from './20261122_031332_home_course_cards';
import * as migration_20261122_040514_assessment from './20261122_040514_assessment';
import * as migration_20261123_205337_account_deletion from './20261123_205337_account_deletion';
import * as migration_20261124_003015_commerce_orders from './20261124_003015_commerce_orders';
import * as migration_20261124_155609_earnings_payouts from './20261124_155609_earnings_payouts';
import * as migration_20261125_041618_plan_changes from './20261125_041618_plan_changes';
import * as migration_20261125_043232_subscription_period from './20261125_043232_subscription_period';
import * as migration_20261125_061735_subscriptions_and_invoices from './20261125_061735_subscriptions_and_invoices';
import * as migration_20261125_071945_saved_cards from './20261125_071945_saved_cards';
import * as migration_20261125_101258_pending_cycle from './20261125_101258_pending_cycle';
import * as migration_20261125_103000_session_change_notices from './20261125_103000_session_change_notices';
import * as migration_20261126_133102_teacher_scored_at from './20261126_133102_teacher_scored_at';
import * as migration_20261126_164507_course_sections from './20261126_164507_course_sections';
import * as migration_20261126_171300_owner_notifications from './20261126_171300_owner_notifications';
import * as migration_20261201_225732_priced_checkouts_and_payment_alerts from './20261201_225732_priced_checkouts_and_payment_alerts';
import * as migration_20261202_001938_order_refund_requested from './20261202_001938_order_refund_requested';
import * as migration_20261202_170545_financial_records_outlive_people from './20261202_170545_financial_records_outlive_people';
import * as migration_20261203_131637_order_numbers from './20261203_131637_order_numbers';
import * as migration_20261203_133421_buyers_language from './20261203_133421_buyers_language';
import * as migration_20261203_141618_certificates_by_default from './20261203_141618_certificates_by_default';
import * as migration_20261203_142337_certificate_possible_points from './20261203_142337_certificate_possible_points';
import * as migration_20261204_180341_certificate_signature from './20261204_180341_certificate_signature';
import * as migration_20261204_180445_quiz_attempt_rules from './20261204_180445_quiz_attempt_rules';
import * as migration_20261204_180514_video_positions from './20261204_180514_video_positions';
import * as migration_20261204_180358_partial_refunds from './20261204_180358_partial_refunds';

export const migrations = [
  {
    up: migration_20261122_003436_initial.up,
    down: migration_20261122_003436_initial.down,
    name: '20261122_003436_initial',
  },
  {
    up: migration_20261122_011253_accounts_follows_notifications.up,
    down: migration_20261122_011253_accounts_follows_notifications.down,
    name: '20261122_011253_accounts_follows_notifications',
  },
  {
    up: migration_20261122_012000_rate_limits.up,
    down: migration_20261122_012000_rate_limits.down,
    name: '20261122_012000_rate_limits',
  },
  {
    up: migration_20261122_012048_google_sign_in.up,
    down: migration_20261122_012048_google_sign_in.down,
    name: '20261122_012048_google_sign_in',
  },
  {
    up: migration_20261122_013125_settings_groups_client_errors.up,
    down: migration_20261122_013125_settings_groups_client_errors.down,
    name: '20261122_013125_settings_groups_client_errors',
  },
  {
    up: migration_20261122_014102_tenant_suspended.up,
    down: migration_20261122_014102_tenant_suspended.down,
    name: '20261122_014102_tenant_suspended',
  },
  {
    up: migration_20261122_014441_files.up,
    down: migration_20261122_014441_files.down,
    name: '20261122_014441_files',
  },
  {
    up: migration_20261122_020726_articles.up,
    down: migration_20261122_020726_articles.down,
    name: '20261122_020726_articles',
  },
  {
    up: migration_20261122_030242_courses_and_participation.up,
    down: migration_20261122_030242_courses_and_participation.down,
    name: '20261122_030242_courses_and_participation',
  },
  {
    up: migration_20261122_031332_home_course_cards.up,
    down: migration_20261122_031332_home_course_cards.down,
    name: '20261122_031332_home_course_cards',
  },
  {
    up: migration_20261122_040514_assessment.up,
    down: migration_20261122_040514_assessment.down,
    name: '20261122_040514_assessment',
  },
  {
    up: migration_20261123_205337_account_deletion.up,
    down: migration_20261123_205337_account_deletion.down,
    name: '20261123_205337_account_deletion',
  },
  {
    up: migration_20261124_003015_commerce_orders.up,
    down: migration_20261124_003015_commerce_orders.down,
    name: '20261124_003015_commerce_orders',
  },
  {
    up: migration_20261124_155609_earnings_payouts.up,
    down: migration_20261124_155609_earnings_payouts.down,
    name: '20261124_155609_earnings_payouts',
  },
  {
    up: migration_20261125_041618_plan_changes.up,
    down: migration_20261125_041618_plan_changes.down,
    name: '20261125_041618_plan_changes',
  },
  {
    up: migration_20261125_043232_subscription_period.up,
    down: migration_20261125_043232_subscription_period.down,
    name: '20261125_043232_subscription_period',
  },
  {
    up: migration_20261125_061735_subscriptions_and_invoices.up,
    down: migration_20261125_061735_subscriptions_and_invoices.down,
    name: '20261125_061735_subscriptions_and_invoices',
  },
  {
    up: migration_20261125_071945_saved_cards.up,
    down: migration_20261125_071945_saved_cards.down,
    name: '20261125_071945_saved_cards',
  },
  {
    up: migration_20261125_101258_pending_cycle.up,
    down: migration_20261125_101258_pending_cycle.down,
    name: '20261125_101258_pending_cycle',
  },
  {
    up: migration_20261125_103000_session_change_notices.up,
    down: migration_20261125_103000_session_change_notices.down,
    name: '20261125_103000_session_change_notices',
  },
  {
    up: migration_20261126_133102_teacher_scored_at.up,
    down: migration_20261126_133102_teacher_scored_at.down,
    name: '20261126_133102_teacher_scored_at',
  },
  {
    up: migration_20261126_164507_course_sections.up,
    down: migration_20261126_164507_course_sections.down,
    name: '20261126_164507_course_sections',
  },
  {
    up: migration_20261126_171300_owner_notifications.up,
    down: migration_20261126_171300_owner_notifications.down,
    name: '20261126_171300_owner_notifications',
  },
  {
    up: migration_20261201_225732_priced_checkouts_and_payment_alerts.up,
    down: migration_20261201_225732_priced_checkouts_and_payment_alerts.down,
    name: '20261201_225732_priced_checkouts_and_payment_alerts',
  },
  {
    up: migration_20261202_001938_order_refund_requested.up,
    down: migration_20261202_001938_order_refund_requested.down,
    name: '20261202_001938_order_refund_requested',
  },
  {
    up: migration_20261202_170545_financial_records_outlive_people.up,
    down: migration_20261202_170545_financial_records_outlive_people.down,
    name: '20261202_170545_financial_records_outlive_people',
  },
  {
    up: migration_20261203_131637_order_numbers.up,
    down: migration_20261203_131637_order_numbers.down,
    name: '20261203_131637_order_numbers',
  },
  {
    up: migration_20261203_133421_buyers_language.up,
    down: migration_20261203_133421_buyers_language.down,
    name: '20261203_133421_buyers_language',
  },
  {
    up: migration_20261203_141618_certificates_by_default.up,
    down: migration_20261203_141618_certificates_by_default.down,
    name: '20261203_141618_certificates_by_default',
  },
  {
    up: migration_20261203_142337_certificate_possible_points.up,
    down: migration_20261203_142337_certificate_possible_points.down,
    name: '20261203_142337_certificate_possible_points',
  },
  {
    up: migration_20261204_180341_certificate_signature.up,
    down: migration_20261204_180341_certificate_signature.down,
    name: '20261204_180341_certificate_signature',
  },
  {
    up: migration_20261204_180445_quiz_attempt_rules.up,
    down: migration_20261204_180445_quiz_attempt_rules.down,
    name: '20261204_180445_quiz_attempt_rules',
  },
  {
    up: migration_20261204_180514_video_positions.up,
    down: migration_20261204_180514_video_positions.down,
    name: '20261204_180514_video_positions',
  },
  {
    up: migration_20261204_180358_partial_refunds.up,
    down: migration_20261204_180358_partial_refunds.down,
    name: '20261204_180358_partial_refunds'
  },
];
