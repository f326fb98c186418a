package dev.tablewright.ui.editing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.edit.EditHistory;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings;
import dev.tablewright.model.TableSettings.Encryption;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The table settings form, without a toolkit. */
class TableSettingsViewModelTest {
    private static Model model() {
        return new Model("Shop", null, List.of(Table.of("Shop", KeySchema.of(KeyAttribute.of("PK", ScalarType.S)))),
                List.of(), null);
    }

    private static TableSettingsViewModel form(Model m) {
        return new TableSettingsViewModel(m, m.tables().get(0));
    }

    @Test
    void result_whenNothingChanged_isEmptyAndDefaultsStayUnset() {
        TableSettingsViewModel form = form(model());

        assertThat(form.validProperty().get()).isTrue();
        assertThat(form.result()).as("Standard class and an owned key are the defaults, not edits").isEmpty();
    }

    @Test
    void problem_whenInputIsObviouslyWrong_saysWhatToFix() {
        TableSettingsViewModel form = form(model());

        form.maxReadUnitsProperty().set("0");
        assertThat(form.messageProperty().get()).startsWith("On-demand maximum read units is a whole number of 1 or more");
        form.maxReadUnitsProperty().set("4000");
        form.warmWriteUnitsProperty().set("lots");
        assertThat(form.messageProperty().get()).startsWith("Warm write units is a whole number");
        form.warmWriteUnitsProperty().set("");
        form.pointInTimeRecoveryProperty().set(true);
        form.recoveryDaysProperty().set("36");
        assertThat(form.messageProperty().get()).isEqualTo("The recovery period is 1 to 35 days, or empty for 35");
        form.recoveryDaysProperty().set("7");
        form.keyTypeProperty().set(Encryption.KeyType.CUSTOMER_MANAGED);
        assertThat(form.messageProperty().get()).isEqualTo("A customer managed key needs its KMS key id or ARN");
        form.kmsKeyProperty().set("alias/orders");
        form.tagsProperty().set("team = orders\nteam = billing");
        assertThat(form.messageProperty().get()).isEqualTo("Tag key team is given twice: tag keys are unique");
        form.tagsProperty().set("team = orders\ncost-centre = 42");

        assertThat(form.validProperty().get()).isTrue();
    }

    @Test
    void result_whenSettingsApplied_isOneUndoableEditNamedForTheTable() {
        Model before = model();
        TableSettingsViewModel form = form(before);
        form.timeToLiveProperty().set("expiresAt");
        form.tableClassProperty().set(TableSettings.TableClass.STANDARD_INFREQUENT_ACCESS);
        form.streamProperty().set(TableSettings.StreamViewType.NEW_AND_OLD_IMAGES);
        form.deletionProtectionProperty().set(true);
        form.maxWriteUnitsProperty().set("500");
        form.pointInTimeRecoveryProperty().set(true);
        form.recoveryDaysProperty().set("14");
        form.tagsProperty().set("team = orders");

        FormViewModel.Result result = form.result().orElseThrow();
        EditHistory history = new EditHistory();
        history.reset(before, true);
        history.record(result.label(), result.model());

        TableSettings s = result.model().tables().get(0).settings();
        assertThat(s.timeToLiveAttribute()).isEqualTo("expiresAt");
        assertThat(s.tableClass()).isEqualTo(TableSettings.TableClass.STANDARD_INFREQUENT_ACCESS);
        assertThat(s.stream()).isEqualTo(TableSettings.StreamViewType.NEW_AND_OLD_IMAGES);
        assertThat(s.deletionProtection()).isTrue();
        assertThat(s.onDemandThroughput()).isEqualTo(new TableSettings.Throughput(null, 500L));
        assertThat(s.recoveryPeriodDays()).isEqualTo(14);
        assertThat(s.encryption()).isNull();
        assertThat(s.tags()).containsExactlyEntriesOf(Map.of("team", "orders"));
        assertThat(history.undoLabel()).isEqualTo("Edit settings of Shop");
        assertThat(history.undo()).contains(before);
        assertThat(form(result.model()).result()).as("the form shows what it set").isEmpty();
    }
}
