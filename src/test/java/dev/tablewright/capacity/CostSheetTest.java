package dev.tablewright.capacity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings;
import dev.tablewright.model.TableSettings.TableClass;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The month's lines against figures worked by hand, at test prices (not AWS's). */
class CostSheetTest {
    @TempDir
    Path temp;

    /** Four items of {"id": "abcd"}: 2 + 4 bytes each, plus 100 bytes of overhead, 424 bytes in all. */
    private static Model model(TableClass tableClass, boolean pitr) {
        List<Item> items = List.of("abcd", "efgh", "ijkl", "mnop").stream()
                .map(id -> Item.of(Map.<String, AttributeValue>of("id", new AttributeValue.S(id)))).toList();
        TableSettings settings = new TableSettings(null, null, false, tableClass, null, null, pitr, null, null, null);
        Table table = Table.of("Events", KeySchema.of(KeyAttribute.of("id", ScalarType.S))).withItems(items)
                .withSettings(settings);
        return new Model("m", null, List.of(table), List.of(), null);
    }

    private Prices prices() throws Exception {
        Path file = temp.resolve("test-prices.properties");
        Files.writeString(file, """
                region=eu-west-1
                eu-west-1.standard.onDemand.readPerMillion=0.1
                eu-west-1.standard.onDemand.writePerMillion=0.5
                eu-west-1.standard.provisioned.rcuHour=0.0001
                eu-west-1.standard.provisioned.wcuHour=0.0005
                eu-west-1.standard.storagePerGbMonth=0.25
                eu-west-1.standardInfrequentAccess.onDemand.readPerMillion=0.15
                eu-west-1.standardInfrequentAccess.onDemand.writePerMillion=0.78
                eu-west-1.standardInfrequentAccess.provisioned.rcuHour=0.00016
                eu-west-1.standardInfrequentAccess.provisioned.wcuHour=0.00081
                eu-west-1.standardInfrequentAccess.storagePerGbMonth=0.10
                eu-west-1.pitrPerGbMonth=0.20
                """);
        return Prices.load(file);
    }

    private static double line(CapacityPlan.MonthlyCost cost, String charge) {
        return cost.lines().stream().filter(l -> l.charge().equals(charge)).findFirst().orElseThrow().monthly();
    }

    @Test
    void cost_whenStandardInfrequentAccess_chargesItsRequestAndStoragePrices() throws Exception {
        List<CapacityPlan.TargetLoad> loads = List.of(new CapacityPlan.TargetLoad("Events", null, 10, 2));

        CapacityPlan.MonthlyCost cost = CostSheet.cost(model(TableClass.STANDARD_INFREQUENT_ACCESS, false), loads,
                prices());

        // 10 RRU/s * 2,628,000 s = 26.28 million at $0.15; 2 WRU/s = 5.256 million at $0.78
        assertThat(line(cost, "on-demand reads")).isCloseTo(3.942, within(1e-9));
        assertThat(line(cost, "on-demand writes")).isCloseTo(4.09968, within(1e-9));
        // ceil(10 / 0.7) = 15 RCU and ceil(2 / 0.7) = 3 WCU, for 730 hours
        assertThat(line(cost, "provisioned reads")).isCloseTo(15 * 730 * 0.00016, within(1e-9));
        assertThat(line(cost, "provisioned writes")).isCloseTo(3 * 730 * 0.00081, within(1e-9));
        assertThat(line(cost, "storage")).isCloseTo(424 / 1073741824.0 * 0.10, within(1e-15));
        assertThat(cost.lines()).extracting(CapacityPlan.CostLine::tableClass)
                .containsOnly("STANDARD_INFREQUENT_ACCESS");
        assertThat(cost.onDemand()).isCloseTo(3.942 + 4.09968 + 424 / 1073741824.0 * 0.10, within(1e-9));
    }

    @Test
    void cost_whenStandard_chargesTheStandardPrices() throws Exception {
        List<CapacityPlan.TargetLoad> loads = List.of(new CapacityPlan.TargetLoad("Events", null, 10, 2));

        CapacityPlan.MonthlyCost cost = CostSheet.cost(model(null, false), loads, prices());

        assertThat(line(cost, "on-demand reads")).isCloseTo(2.628, within(1e-9));
        assertThat(line(cost, "on-demand writes")).isCloseTo(2.628, within(1e-9));
        assertThat(line(cost, "storage")).isCloseTo(424 / 1073741824.0 * 0.25, within(1e-15));
        assertThat(cost.lines()).noneMatch(l -> l.charge().equals("point-in-time recovery"));
    }

    @Test
    void cost_whenPitrIsOn_addsItPerGigabyteMonthToBothTotals() throws Exception {
        CapacityPlan.MonthlyCost cost = CostSheet.cost(model(null, true), List.of(), prices());

        double storage = 424 / 1073741824.0 * 0.25;
        double pitr = 424 / 1073741824.0 * 0.20;
        assertThat(line(cost, "point-in-time recovery")).isCloseTo(pitr, within(1e-15));
        assertThat(cost.onDemand()).isCloseTo(storage + pitr, within(1e-15));
        // no load, yet a provisioned table holds at least 1 RCU and 1 WCU
        assertThat(cost.provisioned()).isCloseTo(storage + pitr + 730 * 0.0001 + 730 * 0.0005, within(1e-12));
    }

    @Test
    void cost_whenAPriceNeededIsUnknown_leavesTheLineAndTotalUnknown() {
        List<CapacityPlan.TargetLoad> loads = List.of(new CapacityPlan.TargetLoad("Events", null, 10, 2));

        CapacityPlan.MonthlyCost cost = CostSheet.cost(model(TableClass.STANDARD_INFREQUENT_ACCESS, true), loads,
                PriceTable.builtIn().region("eu-west-1"));

        assertThat(cost.lines()).filteredOn(l -> l.charge().equals("on-demand reads"))
                .singleElement().satisfies(l -> assertThat(l.monthly()).isNull());
        assertThat(cost.onDemand()).isNull();
        assertThat(cost.provisioned()).isNull();
    }

    @Test
    void cost_whenProvisioned_givesTheTableAndEachGsiAtLeastOneUnitAndLsiLoadToTheTable() throws Exception {
        KeySchema byKind = KeySchema.of(KeyAttribute.of("kind", ScalarType.S));
        Table table = model(null, false).tables().get(0).withIndexes(
                List.of(SecondaryIndex.gsi("ByKind", byKind, Projection.all()),
                        SecondaryIndex.gsi("Idle", byKind, Projection.all())),
                List.of(SecondaryIndex.lsi("ByTime", KeySchema.of(KeyAttribute.of("id", ScalarType.S),
                        KeyAttribute.of("at", ScalarType.S)), Projection.all())));
        Model model = new Model("m", null, List.of(table), List.of(), null);
        List<CapacityPlan.TargetLoad> loads = List.of(new CapacityPlan.TargetLoad("Events", null, 10, 0.35),
                new CapacityPlan.TargetLoad("Events", "ByTime", 4, 0),
                new CapacityPlan.TargetLoad("Events", "ByKind", 0.1, 2));

        CapacityPlan.MonthlyCost cost = CostSheet.cost(model, loads, prices());

        // the table with its LSI: ceil(14 / 0.7) = 20 RCU, ceil(0.35 / 0.7) = 1 WCU; ByKind: 1 RCU,
        // ceil(2 / 0.7) = 3 WCU; Idle, with no load: 1 and 1 (before, 0 WCU where nothing wrote)
        assertThat(cost.provisionedRcu()).isEqualTo(20 + 1 + 1);
        assertThat(cost.provisionedWcu()).isEqualTo(1 + 3 + 1);
        assertThat(line(cost, "provisioned reads")).isCloseTo(22 * 730 * 0.0001, within(1e-9));
        assertThat(line(cost, "provisioned writes")).isCloseTo(5 * 730 * 0.0005, within(1e-9));
    }
}
