package dev.tablewright.capacity;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TtlExpiriesTest {
    private static Item item(String id, AttributeValue ttl) {
        return ttl == null ? Item.of(Map.of("id", new AttributeValue.S(id)))
                : Item.of(Map.of("id", new AttributeValue.S(id), "expiresAt", ttl));
    }

    private static Model model(String ttlAttribute) {
        List<Item> items = List.of(item("old", new AttributeValue.N("1000")), item("edge", new AttributeValue.N("2000")),
                item("later", new AttributeValue.N("2000.5")), item("text", new AttributeValue.S("1")),
                item("none", null));
        TableSettings settings = new TableSettings(ttlAttribute, null, false, null, null, null, false, null, null,
                null);
        Table table = Table.of("Sessions", KeySchema.of(KeyAttribute.of("id", ScalarType.S))).withItems(items)
                .withSettings(settings);
        return new Model("m", null, List.of(table), List.of(), null);
    }

    @Test
    void at_whenSomeTtlsAreNotLaterThanTheTime_countsAndNamesThem() {
        List<CapacityPlan.TtlExpiry> expiries = TtlExpiries.at(model("expiresAt"), Instant.ofEpochSecond(2000));

        assertThat(expiries).containsExactly(new CapacityPlan.TtlExpiry("Sessions", "expiresAt", 2000, 5, 2,
                List.of("old", "edge")));
    }

    @Test
    void at_whenTheTableHasNoTtlAttribute_reportsNothing() {
        assertThat(TtlExpiries.at(model(null), Instant.ofEpochSecond(2000))).isEmpty();
    }

    @Test
    void plan_whenGivenATime_carriesTheExpiries() {
        CapacityPlan plan = CapacityPlanner.plan(model("expiresAt"), Prices.defaults(), Instant.ofEpochSecond(999));

        assertThat(plan.expiries()).singleElement().satisfies(e -> assertThat(e.expired()).isZero());
    }
}
