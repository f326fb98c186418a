package dev.tablewright.validate;

import static dev.tablewright.validate.Fixtures.errors;
import static dev.tablewright.validate.Fixtures.model;
import static dev.tablewright.validate.Fixtures.warnings;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings;
import dev.tablewright.model.TableSettings.Encryption;
import dev.tablewright.model.TableSettings.Throughput;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Table settings. The TTL-name and on-demand messages are DynamoDB Local 3.3.1's (UpdateTimeToLive
 * and CreateTable); Local 3.3.1 supports neither tagging ("Tagging is not currently supported in
 * DynamoDB Local.") nor recovery periods, so those follow DynamoDB's documented limits in our words.
 */
class TableSettingsRulesTest {
    private static TableSettings settings(String ttl, Throughput onDemand, Throughput warm, boolean pitr, Integer days,
                                          Encryption encryption, Map<String, String> tags) {
        return new TableSettings(ttl, null, false, null, onDemand, warm, pitr, days, encryption, tags);
    }

    private static Table table(TableSettings settings) {
        return Table.of("Orders", Fixtures.PK_SK).withSettings(settings);
    }

    private static List<String> errorMessages(TableSettings settings) {
        return errors(model(table(settings))).stream().map(Finding::message).toList();
    }

    @Test
    void validate_whenEverySettingIsWithinLimits_findsNothing() {
        TableSettings fine = new TableSettings("expiresAt", TableSettings.StreamViewType.KEYS_ONLY, true,
                TableSettings.TableClass.STANDARD, new Throughput(-1L, 10L), new Throughput(12000L, 4000L), true, 35,
                new Encryption(Encryption.KeyType.CUSTOMER_MANAGED, "alias/orders"), Map.of("team", "a b+c=d.e_f:g/h"));

        assertThat(Fixtures.validate(model(table(fine)))).isEmpty();
    }

    @Test
    void validate_whenTtlNameIsTooLong_reportsLocalsMessage() {
        assertThat(errorMessages(settings("x".repeat(256), null, null, false, null, null, Map.of())))
                .containsExactly("Names of key attributes and attributes projected into an index must be between 1 "
                        + "and 255 characters, inclusive (the TTL attribute name has 256 bytes)");
    }

    @Test
    void validate_whenRecoveryPeriodIsOutOfRange_saysTheRange() {
        assertThat(errorMessages(settings(null, null, null, true, 36, null, Map.of())))
                .containsExactly("RecoveryPeriodInDays must be between 1 and 35 days, was 36");
        assertThat(errorMessages(settings(null, null, null, true, 0, null, Map.of())))
                .containsExactly("RecoveryPeriodInDays must be between 1 and 35 days, was 0");
    }

    @Test
    void validate_whenRecoveryPeriodIsSetWithoutPitr_warns() {
        assertThat(warnings(model(table(settings(null, null, null, false, 7, null, Map.of())))))
                .extracting(Finding::path).containsExactly("Tablewright.Tables.Orders.Settings.RecoveryPeriodInDays");
    }

    @Test
    void validate_whenOnDemandMaximumIsZero_reportsLocalsMessage() {
        assertThat(errorMessages(settings(null, new Throughput(5L, 0L), null, false, null, null, Map.of())))
                .containsExactly("One or more parameter values were invalid: Requested MaxWriteRequestUnits for "
                        + "OnDemandThroughput for table is outside of valid range (0; give at least 1, or -1 for no maximum)");
    }

    @Test
    void validate_whenWarmThroughputIsNotPositive_reportsIt() {
        assertThat(errorMessages(settings(null, null, new Throughput(0L, null), false, null, null, Map.of())))
                .containsExactly("warm throughput must be at least 1 unit per second, was 0");
    }

    @Test
    void validate_whenCustomerManagedKeyHasNoId_reportsIt() {
        assertThat(errorMessages(settings(null, null, null, false, null,
                new Encryption(Encryption.KeyType.CUSTOMER_MANAGED, null), Map.of())))
                .containsExactly("a customer managed KMS key needs its KmsKeyId (key id, ARN or alias); "
                        + "without one DynamoDB would use the AWS managed key");
    }

    @Test
    void validate_whenTagsBreakDynamoDbsRestrictions_reportsEach() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("aws:owner", "me");
        tags.put("k".repeat(129), "v");
        tags.put("long", "v".repeat(257));
        tags.put("bad!", "v");

        assertThat(errorMessages(settings(null, null, null, false, null, null, tags))).containsExactlyInAnyOrder(
                "the tag key prefix 'aws:' is reserved for AWS-assigned tags",
                "a tag key has 1 to 128 characters, 'kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk...' has 129",
                "a tag value has at most 256 characters, the value of long has 257",
                "tag keys and values take letters, digits, white space and + - = . _ : / only (tag bad!)");
    }

    @Test
    void validate_whenMoreThanFiftyTags_reportsTheCount() {
        Map<String, String> tags = new LinkedHashMap<>();
        for (int i = 0; i < 51; i++) {
            tags.put("t" + i, "");
        }

        assertThat(errorMessages(settings(null, null, null, false, null, null, tags)))
                .containsExactly("a table can have at most 50 tags, this one has 51");
    }

    @Test
    void validate_whenAGlobalIndexHasItsOwnThroughputOutOfRange_reportsItAtTheIndex() {
        Table orders = Table.of("Orders", Fixtures.PK_SK).withIndexes(List.of(dev.tablewright.model.SecondaryIndex.gsi(
                "ByStatus", Fixtures.PK_SK, dev.tablewright.model.Projection.all())), List.of());
        TableSettings settings = TableSettings.none().withIndexThroughput(Map.of("ByStatus",
                new TableSettings.IndexThroughput(new Throughput(0L, 5L), new Throughput(0L, null))));

        List<Finding> errors = errors(model(orders.withSettings(settings)));

        assertThat(errors).as("both problems of ByStatus's own throughput").extracting(Finding::path).containsExactly(
                "Tablewright.Tables.Orders.Settings.Indexes.ByStatus.OnDemandThroughput.MaxReadRequestUnits",
                "Tablewright.Tables.Orders.Settings.Indexes.ByStatus.WarmThroughput.ReadUnitsPerSecond");
        assertThat(errors.get(0).message()).contains("Requested MaxReadRequestUnits for OnDemandThroughput for index "
                + "ByStatus is outside of valid range (0;");
        assertThat(errors.get(1).message()).isEqualTo("warm throughput must be at least 1 unit per second, was 0");
    }

    @Test
    void validate_whenThroughputNamesNoGlobalIndex_warnsThatItIsIgnored() {
        TableSettings settings = TableSettings.none().withIndexThroughput(Map.of("Gone",
                new TableSettings.IndexThroughput(new Throughput(10L, 5L), null)));

        List<Finding> findings = Fixtures.validate(model(table(settings)));

        assertThat(findings).as("one warning, no error").singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.message()).isEqualTo("table Orders has no global secondary index Gone, so its throughput "
                    + "settings are ignored (only a global index has its own)");
        });
    }
}
