package dev.tablewright.ui.capacity;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.capacity.Prices;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.ui.common.TaskExecutor;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class CapacityPanelViewModelTest {
    @Test
    void refresh_whenGamingModel_showsEveryPatternAndTheMonthlyCost() throws Exception {
        CapacityPanelViewModel panel = new CapacityPanelViewModel(TaskExecutor.sameThread(), Prices.defaults());

        panel.refresh(ModelFiles.read(Path.of("models/gaming.json")).model());

        assertThat(panel.patterns()).hasSize(14);
        assertThat(panel.patterns().get(0).unitsPerSecond()).isEqualTo(1000);
        assertThat(panel.costProperty().get()).startsWith("A month in us-east-1: on demand $").contains("provisioned $");
        assertThat(panel.warnings()).containsExactly("No partition near its limit.");
        assertThat(panel.statusProperty().get()).isEqualTo("14 access patterns, run in memory on the model's sample items");
    }

    @Test
    void refresh_whenNoModel_clearsThePanel() {
        CapacityPanelViewModel panel = new CapacityPanelViewModel(TaskExecutor.sameThread(), Prices.defaults());

        panel.refresh(null);

        assertThat(panel.patterns()).isEmpty();
        assertThat(panel.planProperty().get()).isNull();
    }
}
