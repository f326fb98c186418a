package dev.tablewright.validate;

import dev.tablewright.model.BillingMode;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableSettings;
import dev.tablewright.model.TableSettings.Encryption;
import dev.tablewright.model.TableSettings.Throughput;
import dev.tablewright.validate.ValidationContext.TableScope;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * A table's settings: a TTL attribute name of 1 to 255 bytes; a PITR recovery period of 1 to 35
 * days; an on-demand maximum of -1 (no maximum) or at least 1 unit, the table's and each global
 * index's (settings naming no global index are ignored, with a warning); warm throughput of at least 1
 * unit; a key id with a customer managed KMS key; tags as DynamoDB's tagging restrictions say (key
 * 1 to 128 characters, value 0 to 256, letters, digits, white space and {@code + - = . _ : /}, no
 * {@code aws:} prefix, at most 50). DynamoDB Local 3.3.1 gives its own message for the TTL name and
 * the on-demand range; it supports neither tagging nor recovery periods, so those messages are ours.
 */
final class TableSettingsRules implements ValidationRule {
    static final int MAX_TTL_NAME_BYTES = 255;
    static final int MAX_RECOVERY_DAYS = 35;
    static final int MAX_TAGS = 50;
    static final int MAX_TAG_KEY = 128;
    static final int MAX_TAG_VALUE = 256;
    /** On demand, -1 asks for no maximum. */
    static final long NO_MAXIMUM = -1;
    private static final Pattern TAG_TEXT = Pattern.compile("[\\p{L}\\p{N}\\p{Z}\\s+\\-=._:/]*");

    @Override
    public void check(ValidationContext context, List<Finding> out) {
        for (TableScope scope : context.tables()) {
            TableSettings settings = scope.table().settings();
            String path = scope.extensionPath() + ".Settings";
            checkTimeToLive(settings, path, out);
            checkRecovery(settings, path, out);
            checkOnDemand(scope, settings, path + ".OnDemandThroughput", out);
            checkWarm(settings.warmThroughput(), path + ".WarmThroughput", out);
            checkIndexes(scope, settings, path + ".Indexes", out);
            checkEncryption(settings.encryption(), path + ".Encryption", out);
            checkTags(settings.tags(), path + ".Tags", out);
        }
    }

    private static void checkTimeToLive(TableSettings settings, String path, List<Finding> out) {
        String name = settings.timeToLiveAttribute();
        if (name == null) {
            return;
        }
        int bytes = name.getBytes(StandardCharsets.UTF_8).length;
        if (bytes == 0 || bytes > MAX_TTL_NAME_BYTES) {
            // Local 3.3.1's UpdateTimeToLive message for a 256-character name
            out.add(Finding.error(path + ".TimeToLiveAttribute", "Names of key attributes and attributes projected "
                    + "into an index must be between 1 and 255 characters, inclusive (the TTL attribute name has "
                    + bytes + " bytes)"));
        }
    }

    private static void checkRecovery(TableSettings settings, String path, List<Finding> out) {
        Integer days = settings.recoveryPeriodDays();
        if (days == null) {
            return;
        }
        if (days < 1 || days > MAX_RECOVERY_DAYS) {
            out.add(Finding.error(path + ".RecoveryPeriodInDays", "RecoveryPeriodInDays must be between 1 and "
                    + MAX_RECOVERY_DAYS + " days, was " + days));
        } else if (!settings.pointInTimeRecovery()) {
            out.add(Finding.warning(path + ".RecoveryPeriodInDays", "a recovery period of " + days
                    + " days is set but point-in-time recovery is off, so it has no effect"));
        }
    }

    private static void checkOnDemand(TableScope scope, TableSettings settings, String path, List<Finding> out) {
        Throughput t = settings.onDemandThroughput();
        if (t == null) {
            return;
        }
        checkOnDemandUnits(t.readUnitsPerSecond(), "MaxReadRequestUnits", path, out);
        checkOnDemandUnits(t.writeUnitsPerSecond(), "MaxWriteRequestUnits", path, out);
        if (scope.table().effectiveBillingMode() == BillingMode.PROVISIONED) {
            out.add(Finding.warning(path, "an on-demand maximum applies only to a PAY_PER_REQUEST table; table "
                    + scope.table().name() + " is PROVISIONED"));
        }
    }

    private static void checkOnDemandUnits(Long units, String field, String path, List<Finding> out) {
        checkOnDemandUnits(units, field, "table", path, out);
    }

    private static void checkOnDemandUnits(Long units, String field, String owner, String path, List<Finding> out) {
        if (units != null && units != NO_MAXIMUM && units < 1) {
            // Local 3.3.1's CreateTable message for 0 and -2
            out.add(Finding.error(path + "." + field, "One or more parameter values were invalid: Requested " + field
                    + " for OnDemandThroughput for " + owner + " is outside of valid range (" + units
                    + "; give at least 1, or -1 for no maximum)"));
        }
    }

    /** Each global secondary index's own on-demand maximum and warm throughput, as the table's are checked. */
    private static void checkIndexes(TableScope scope, TableSettings settings, String path, List<Finding> out) {
        settings.indexThroughput().forEach((name, t) -> {
            String at = path + "." + name;
            boolean global = scope.table().findIndex(name).map(SecondaryIndex::isGlobal).orElse(false);
            if (!global) {
                out.add(Finding.warning(at, "table " + scope.table().name() + " has no global secondary index "
                        + name + ", so its throughput settings are ignored (only a global index has its own)"));
                return;
            }
            Throughput onDemand = t.onDemandThroughput();
            if (onDemand != null) {
                checkOnDemandUnits(onDemand.readUnitsPerSecond(), "MaxReadRequestUnits", "index " + name,
                        at + ".OnDemandThroughput", out);
                checkOnDemandUnits(onDemand.writeUnitsPerSecond(), "MaxWriteRequestUnits", "index " + name,
                        at + ".OnDemandThroughput", out);
                if (scope.table().effectiveBillingMode() == BillingMode.PROVISIONED) {
                    out.add(Finding.warning(at + ".OnDemandThroughput", "an on-demand maximum applies only to a "
                            + "PAY_PER_REQUEST table; table " + scope.table().name() + " is PROVISIONED"));
                }
            }
            checkWarm(t.warmThroughput(), at + ".WarmThroughput", out);
        });
    }

    private static void checkWarm(Throughput t, String path, List<Finding> out) {
        if (t == null) {
            return;
        }
        checkPositive(t.readUnitsPerSecond(), path + ".ReadUnitsPerSecond", out);
        checkPositive(t.writeUnitsPerSecond(), path + ".WriteUnitsPerSecond", out);
    }

    private static void checkPositive(Long units, String path, List<Finding> out) {
        if (units != null && units < 1) {
            out.add(Finding.error(path, "warm throughput must be at least 1 unit per second, was " + units));
        }
    }

    private static void checkEncryption(Encryption encryption, String path, List<Finding> out) {
        if (encryption == null) {
            return;
        }
        boolean hasKey = encryption.kmsKeyId() != null && !encryption.kmsKeyId().isBlank();
        if (encryption.keyType() == Encryption.KeyType.CUSTOMER_MANAGED && !hasKey) {
            out.add(Finding.error(path, "a customer managed KMS key needs its KmsKeyId (key id, ARN or alias); "
                    + "without one DynamoDB would use the AWS managed key"));
        } else if (encryption.keyType() != Encryption.KeyType.CUSTOMER_MANAGED && hasKey) {
            out.add(Finding.warning(path + ".KmsKeyId", "a KmsKeyId is used only with KeyType CUSTOMER_MANAGED; "
                    + "with " + encryption.keyType() + " it is ignored"));
        }
    }

    private static void checkTags(Map<String, String> tags, String path, List<Finding> out) {
        if (tags.size() > MAX_TAGS) {
            out.add(Finding.error(path, "a table can have at most " + MAX_TAGS + " tags, this one has " + tags.size()));
        }
        tags.forEach((key, value) -> {
            String at = path + "." + key;
            int keyLength = key.codePointCount(0, key.length());
            if (keyLength < 1 || keyLength > MAX_TAG_KEY) {
                out.add(Finding.error(at, "a tag key has 1 to " + MAX_TAG_KEY + " characters, '" + abbreviate(key)
                        + "' has " + keyLength));
            }
            if (key.toLowerCase(Locale.ROOT).startsWith("aws:")) {
                out.add(Finding.error(at, "the tag key prefix 'aws:' is reserved for AWS-assigned tags"));
            }
            int valueLength = value.codePointCount(0, value.length());
            if (valueLength > MAX_TAG_VALUE) {
                out.add(Finding.error(at, "a tag value has at most " + MAX_TAG_VALUE + " characters, the value of "
                        + abbreviate(key) + " has " + valueLength));
            }
            if (!TAG_TEXT.matcher(key).matches() || !TAG_TEXT.matcher(value).matches()) {
                out.add(Finding.error(at, "tag keys and values take letters, digits, white space and + - = . _ : / "
                        + "only (tag " + abbreviate(key) + ")"));
            }
        });
    }

    private static String abbreviate(String text) {
        return text.length() > 40 ? text.substring(0, 37) + "..." : text;
    }
}
