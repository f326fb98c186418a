package dev.tablewright.ui.workload;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.Distribution;
import dev.tablewright.model.Model;
import dev.tablewright.model.Retention;
import dev.tablewright.ui.workload.WorkloadViewModel.VolumeField;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The Workload panel without a window: rows from hr-oe's model, edits through an edit path that records them. */
class WorkloadViewModelTest {
    private final List<String> labels = new ArrayList<>();
    private Model model;
    private WorkloadViewModel panel;

    @BeforeEach
    void open() throws Exception {
        model = ModelFiles.read(Path.of("models/hr-oe.json")).model()
                .withWorkload(dev.tablewright.model.Workload.none());
        // the window's edit path: record the edit, show the edited model
        panel = new WorkloadViewModel((label, edited) -> {
            labels.add(label);
            model = edited;
            panel.refresh(edited);
        });
        panel.refresh(model);
    }

    @Test
    void refresh_whenHrOeHasNoWorkload_listsTheTableItsFacetsIndexesPatternsAndParametersWithEmptyFigures() {
        assertThat(panel.volumes()).as("the table, then each facet").hasSizeGreaterThan(5);
        assertThat(panel.volumes().get(0)).isEqualTo(new WorkloadViewModel.VolumeRow("HR-OE", null, "", "", "", ""));
        assertThat(panel.volumes()).extracting(WorkloadViewModel.VolumeRow::name).contains("HR-OE / Employee");
        assertThat(panel.indexes()).extracting(WorkloadViewModel.IndexRow::index).containsExactly("GSI1", "GSI2");
        assertThat(panel.patterns()).hasSize(14);
        assertThat(panel.patterns().get(0)).isEqualTo(new WorkloadViewModel.PatternRow(
                "1. Look up employee details by employee ID", "HR-OE", "Query", "200", ""));
        assertThat(panel.patterns().get(4).rate()).as("a rate under 1 a second is shown as typed").isEqualTo("0.05");
        assertThat(panel.parameters().get(0)).isEqualTo(new WorkloadViewModel.ParameterRow(
                "1. Look up employee details by employee ID", "employeeId", "sample", "", "", "sample"));
        assertThat(panel.statusProperty().get()).startsWith("No workload yet");
    }

    @Test
    void setVolume_whenAWholeNumberWithCommasIsTyped_editsTheModelAndShowsIt() {
        var order = row("HR-OE / Order");

        assertThat(panel.setVolume(order, VolumeField.ITEMS_NOW, "2,000,000")).isTrue();
        assertThat(panel.setVolume(row("HR-OE / Order"), VolumeField.ITEMS_PER_DAY, "2739.7")).isTrue();
        assertThat(panel.setVolume(row("HR-OE / Order"), VolumeField.RETENTION, "365")).isTrue();
        assertThat(panel.setVolume(row("HR-OE / Order"), VolumeField.ITEM_BYTES, "250")).isTrue();

        var volume = model.workload().table("HR-OE").facet("Order");
        assertThat(volume.itemsNow()).isEqualTo(2_000_000L);
        assertThat(volume.itemsPerDay()).isEqualTo(2739.7);
        assertThat(volume.retention()).isEqualTo(Retention.days(365));
        assertThat(volume.itemBytes()).isEqualTo(250.0);
        assertThat(row("HR-OE / Order")).isEqualTo(new WorkloadViewModel.VolumeRow("HR-OE", "Order", "2,000,000",
                "2,739.7", "365 days", "250"));
        assertThat(labels).first().isEqualTo("Set HR-OE / Order items now to 2,000,000");
    }

    @Test
    void setVolume_whenNegativeOrNotANumber_refusesWithAClearMessageAndNoEdit() {
        assertThat(panel.setVolume(row("HR-OE"), VolumeField.ITEMS_NOW, "-5")).isFalse();
        assertThat(panel.statusProperty().get()).isEqualTo("HR-OE items now: -5 is negative; give 0 or more");
        assertThat(panel.setVolume(row("HR-OE"), VolumeField.ITEMS_PER_DAY, "lots")).isFalse();
        assertThat(panel.statusProperty().get()).isEqualTo("HR-OE items per day: \"lots\" is not a number");
        assertThat(panel.setVolume(row("HR-OE"), VolumeField.ITEM_BYTES, "0")).isFalse();
        assertThat(panel.statusProperty().get()).isEqualTo("HR-OE item bytes: 0 is too small; give more than 0");
        assertThat(panel.setVolume(row("HR-OE"), VolumeField.RETENTION, "TTL")).isFalse();
        assertThat(panel.statusProperty().get()).as("hr-oe's table has no TTL attribute")
                .startsWith("HR-OE retention: table HR-OE has no TTL attribute");
        assertThat(labels).as("no refused text reaches the model").isEmpty();
        assertThat(model.workload().isEmpty()).isTrue();
    }

    @Test
    void setVolume_whenEmptied_clearsThePartBackToTheSamplesFigure() {
        panel.setVolume(row("HR-OE"), VolumeField.ITEMS_NOW, "100");

        assertThat(panel.setVolume(row("HR-OE"), VolumeField.ITEMS_NOW, " ")).isTrue();

        assertThat(model.workload().isEmpty()).isTrue();
        assertThat(row("HR-OE").itemsNow()).isEmpty();
    }

    @Test
    void setHotFraction_whenOverOneOrWithinRange_refusesOrSetsIt() {
        var gsi2 = panel.indexes().get(1);

        assertThat(panel.setHotFraction(gsi2, "1.5")).isFalse();
        assertThat(panel.statusProperty().get()).isEqualTo(
                "HR-OE / GSI2 hot fraction: 1.5 is over 1; give a share from 0 to 1 (0.2 for 20%)");
        assertThat(panel.setHotFraction(gsi2, "0.2")).isTrue();

        assertThat(model.workload().table("HR-OE").index("GSI2").hotFraction()).isEqualTo(0.2);
        assertThat(panel.indexes().get(1).hotFraction()).isEqualTo("0.2");
    }

    @Test
    void setRateAndPeakFactor_whenTyped_setTheFrequencyAndThePeakOrRefuseBadText() {
        var first = panel.patterns().get(0);

        assertThat(panel.setRate(first, "abc")).isFalse();
        assertThat(panel.statusProperty().get()).isEqualTo(
                "1. Look up employee details by employee ID calls per second: \"abc\" is not a number");
        assertThat(panel.setPeakFactor(first, "0.5")).isFalse();
        assertThat(panel.statusProperty().get()).isEqualTo(
                "1. Look up employee details by employee ID peak factor: 0.5 is too small; give 1 or more");
        assertThat(panel.setRate(first, "6000")).isTrue();
        assertThat(panel.setPeakFactor(panel.patterns().get(0), "3")).isTrue();

        assertThat(model.findPattern(first.pattern()).orElseThrow().frequencyPerSecond()).isEqualTo(6000);
        assertThat(model.workload().pattern(first.pattern()).peakFactor()).isEqualTo(3.0);
        assertThat(panel.patterns().get(0).rate()).isEqualTo("6,000");
        assertThat(panel.patterns().get(0).peakFactor()).isEqualTo("3");
    }

    @Test
    void setDistribution_whenEachKindIsTyped_setsItAndShowsKindNAndShape() {
        var employee = panel.parameters().get(0);

        assertThat(panel.setDistribution(employee, "zipf 100000 1.1")).isTrue();
        assertThat(model.workload().pattern(employee.pattern()).distribution("employeeId"))
                .isEqualTo(Distribution.zipf(100_000, 1.1));
        assertThat(panel.parameters().get(0)).isEqualTo(new WorkloadViewModel.ParameterRow(employee.pattern(),
                "employeeId", "zipf", "100,000", "exponent 1.1", "zipf:100000:1.1"));

        assertThat(panel.setDistribution(panel.parameters().get(0), "current:hour")).isTrue();
        assertThat(panel.parameters().get(0).shape()).isEqualTo("hour");
        assertThat(panel.setDistribution(panel.parameters().get(0), "uniform 500")).isTrue();
        assertThat(panel.parameters().get(0).values()).isEqualTo("500");
        assertThat(panel.setDistribution(panel.parameters().get(0), "")).isTrue();
        assertThat(model.workload().isEmpty()).as("an empty distribution is the sample's: no entry left").isTrue();
    }

    @Test
    void setDistribution_whenTheTextIsNoDistribution_refusesAndSaysWhatToWrite() {
        var employee = panel.parameters().get(0);

        assertThat(panel.setDistribution(employee, "zipf many")).isFalse();
        assertThat(panel.statusProperty().get()).isEqualTo(
                employee.pattern() + " parameter employeeId: N \"many\" is not a whole number");
        assertThat(panel.setDistribution(employee, "uniform 0")).isFalse();
        assertThat(panel.statusProperty().get()).endsWith("N must be at least 1, was 0");
        assertThat(panel.setDistribution(employee, "current fortnight")).isFalse();
        assertThat(panel.statusProperty().get()).endsWith(
                "\"fortnight\" is not a time bucket; give minute, hour, day, week or month");
        assertThat(panel.setDistribution(employee, "gaussian")).isFalse();
        assertThat(panel.statusProperty().get()).contains("\"gaussian\" is not a distribution; write sample, constant");
        assertThat(labels).isEmpty();
    }

    @Test
    void setHorizon_whenTyped_setsTheDaysOrRefusesZero() {
        assertThat(panel.setHorizon("0")).isFalse();
        assertThat(panel.statusProperty().get()).isEqualTo("Horizon: 0 days; give 1 to 36,500 days");
        assertThat(panel.setHorizon("730")).isTrue();

        assertThat(model.workload().horizonDays()).isEqualTo(730);
        assertThat(panel.horizonProperty().get()).isEqualTo("730");
    }

    @Test
    void setVolume_whenNoModelIsOpen_refuses() {
        var first = row("HR-OE");
        panel.refresh(null);

        assertThat(panel.setVolume(first, VolumeField.ITEMS_NOW, "5")).isFalse();
        assertThat(panel.statusProperty().get()).isEqualTo("Open a model first.");
        assertThat(panel.volumes()).isEmpty();
    }

    private WorkloadViewModel.VolumeRow row(String name) {
        return panel.volumes().stream().filter(r -> r.name().equals(name)).findFirst().orElseThrow();
    }
}
