package dev.tablewright.formats.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.bertramlabs.plugins.hcl4j.HCLParser;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.AutoScaling;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.model.Extras;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The Terraform export is parsed by hcl4j (an HCL2 parser), and every aws_dynamodb_table block
 * and attribute, and every auto-scaling target and policy, says what the model says.
 */
class TerraformExportTest {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    static Stream<Model> models() throws Exception {
        List<Model> models = new ArrayList<>();
        for (Path file : ExportFixtures.shippedAndReference()) {
            models.add(ModelFiles.read(file).model());
        }
        models.add(ExportFixtures.everything());
        return models.stream();
    }

    @ParameterizedTest
    @MethodSource("models")
    void toHcl_whenParsedByHcl4j_holdsEveryTableAttributeIndexAndCapacity(Model model) throws Exception {
        Map<String, Object> parsed = new HCLParser().parse(TerraformExporter.toHcl(model));
        Map<String, Object> resources = map(parsed.get("resource"));
        Map<String, Object> tables = map(resources.get("aws_dynamodb_table"));

        assertThat(tables).as("aws_dynamodb_table resources of %s", model.name()).hasSize(model.tables().size());
        for (Table table : model.tables()) {
            Map<String, Object> block = tables.values().stream().map(TerraformExportTest::map)
                    .filter(b -> table.name().equals(b.get("name"))).findFirst()
                    .orElseThrow(() -> new AssertionError("no aws_dynamodb_table named " + table.name()));
            assertThat(shape(block)).as("%s in Terraform", table.name()).isEqualTo(TableShapes.expected(table));
            checkScaling(resources, tables, block, table);
        }
    }

    private static void checkScaling(Map<String, Object> resources, Map<String, Object> tables,
                                     Map<String, Object> block, Table table) {
        String tfName = tables.entrySet().stream().filter(e -> e.getValue() == block).findFirst().orElseThrow().getKey();
        String prefix = "table/aws_dynamodb_table." + tfName + ".name";
        Map<String, Object> targets = resources.containsKey("aws_appautoscaling_target")
                ? map(resources.get("aws_appautoscaling_target")) : Map.of();
        Map<String, Object> policies = resources.containsKey("aws_appautoscaling_policy")
                ? map(resources.get("aws_appautoscaling_policy")) : Map.of();
        List<String> expected = new ArrayList<>();
        var capacity = table.capacity();
        if (table.effectiveBillingMode() == BillingMode.PROVISIONED && capacity != null) {
            List<String> scopes = new ArrayList<>(List.of(""));
            table.globalSecondaryIndexes().forEach(i -> scopes.add("/index/" + i.name()));
            for (String scope : scopes) {
                if (capacity.readScaling() != null) {
                    expected.add(prefix + scope + " Read");
                }
                if (capacity.writeScaling() != null) {
                    expected.add(prefix + scope + " Write");
                }
            }
        }
        List<String> found = new ArrayList<>();
        targets.forEach((name, value) -> {
            Map<String, Object> target = map(value);
            String resourceId = (String) target.get("resource_id");
            if (!resourceId.equals(prefix) && !resourceId.startsWith(prefix + "/")) {
                return;
            }
            String dimension = (String) target.get("scalable_dimension");
            String readOrWrite = dimension.contains("Read") ? "Read" : "Write";
            AutoScaling scaling = readOrWrite.equals("Read") ? capacity.readScaling() : capacity.writeScaling();
            assertThat(((Number) target.get("min_capacity")).longValue()).isEqualTo(scaling.minCapacity());
            assertThat(((Number) target.get("max_capacity")).longValue()).isEqualTo(scaling.maxCapacity());
            assertThat(target.get("service_namespace")).isEqualTo("dynamodb");
            assertThat(dimension).isEqualTo("dynamodb:" + (resourceId.equals(prefix) ? "table" : "index") + ":"
                    + readOrWrite + "CapacityUnits");
            Map<String, Object> policy = map(policies.get(name));
            assertThat(String.valueOf(policy.get("resource_id"))).isEqualTo("aws_appautoscaling_target." + name + ".resource_id");
            Map<String, Object> tracking = map(policy.get("target_tracking_scaling_policy_configuration"));
            assertThat(((Number) tracking.get("target_value")).doubleValue()).isEqualTo(scaling.targetUtilization());
            assertThat(map(tracking.get("predefined_metric_specification")).get("predefined_metric_type"))
                    .isEqualTo("DynamoDB" + readOrWrite + "CapacityUtilization");
            found.add(resourceId + " " + readOrWrite);
        });
        assertThat(found).as("scaling of %s", table.name()).containsExactlyInAnyOrderElementsOf(expected);
        if (!expected.isEmpty()) {
            assertThat(((List<?>) map(block.get("lifecycle")).get("ignore_changes")).stream().map(String::valueOf))
                    .containsExactly("read_capacity", "write_capacity");
        }
    }

    @Test
    void toHcl_whenNamesHoldQuotesBackslashesAndTabs_parsesBackToTheSameNames() throws Exception {
        String odd = "say \"hi\" \\ 100% $5";
        Table table = new Table("odd.names_1", KeySchema.of(KeyAttribute.of("pk " + odd, ScalarType.S)), List.of(),
                List.of(SecondaryIndex.gsi("by-odd", KeySchema.of(KeyAttribute.of(odd, ScalarType.N)),
                        Projection.include(List.of(odd, "tab\there")))),
                List.of(), List.of(), List.of(), null, null, Extras.none());
        Model model = new Model("odd", ModelMetadata.of(""), List.of(table), List.of(), Extras.none());

        Map<String, Object> parsed = new HCLParser().parse(TerraformExporter.toHcl(model));
        Map<String, Object> block = map(map(map(parsed.get("resource")).get("aws_dynamodb_table")).get("odd_names_1"));

        assertThat(shape(block)).isEqualTo(TableShapes.expected(table));
    }

    @Test
    void toHcl_whenNamesHoldTemplateOpeners_escapesThemAsHclRequires() {
        // HCL reads "$${" as a literal "${" and "%%{" as "%{" (hcl4j does not undo these escapes, so this is a text check)
        Table table = Table.of("templates", KeySchema.of(KeyAttribute.of("a${b}%{c}$d", ScalarType.S)));
        Model model = new Model("t", ModelMetadata.of(""), List.of(table), List.of(), Extras.none());

        assertThat(TerraformExporter.toHcl(model)).contains("hash_key = \"a$${b}%%{c}$d\"");
    }

    /** The TableShapes form of an aws_dynamodb_table block. */
    private static ObjectNode shape(Map<String, Object> block) {
        ObjectNode shape = NODES.objectNode();
        shape.put("TableName", (String) block.get("name"));
        shape.set("Keys", keys(block, (String) block.get("hash_key")));
        Map<String, String> attributes = new TreeMap<>();
        blocks(block.get("attribute")).forEach(a -> attributes.put((String) a.get("name"), (String) a.get("type")));
        ObjectNode attributeNode = shape.putObject("Attributes");
        attributes.forEach(attributeNode::put);
        String billing = (String) block.get("billing_mode");
        shape.put("Billing", billing);
        if (billing.equals("PROVISIONED")) {
            shape.put("Throughput", units(block));
        } else {
            assertThat(block).doesNotContainKeys("read_capacity", "write_capacity");
        }
        ObjectNode gsis = shape.putObject("GlobalSecondaryIndexes");
        for (Map<String, Object> gsi : sorted(blocks(block.get("global_secondary_index")))) {
            ObjectNode node = index(gsi, (String) gsi.get("hash_key"));
            if (billing.equals("PROVISIONED")) {
                node.put("Throughput", units(gsi));
            }
            gsis.set((String) gsi.get("name"), node);
        }
        ObjectNode lsis = shape.putObject("LocalSecondaryIndexes");
        for (Map<String, Object> lsi : sorted(blocks(block.get("local_secondary_index")))) {
            assertThat(lsi).doesNotContainKey("hash_key");
            lsis.set((String) lsi.get("name"), index(lsi, (String) block.get("hash_key")));
        }
        return shape;
    }

    private static ObjectNode index(Map<String, Object> index, String hashKey) {
        ObjectNode node = NODES.objectNode();
        node.set("Keys", keys(index, hashKey));
        node.put("ProjectionType", (String) index.get("projection_type"));
        ArrayNode nonKey = node.putArray("NonKeyAttributes");
        Object names = index.get("non_key_attributes");
        if (names != null) {
            ((List<?>) names).stream().map(String.class::cast).sorted().forEach(nonKey::add);
        }
        return node;
    }

    private static ObjectNode keys(Map<String, Object> block, String hashKey) {
        if (block.containsKey("key_schema")) { // a multi-attribute key: key_schema blocks instead of hash_key/range_key
            assertThat(block).doesNotContainKeys("hash_key", "range_key");
            ArrayNode elements = NODES.arrayNode();
            blocks(block.get("key_schema")).forEach(k -> elements.addObject()
                    .put("AttributeName", (String) k.get("attribute_name")).put("KeyType", (String) k.get("key_type")));
            return TableShapes.keys(elements);
        }
        ObjectNode keys = NODES.objectNode().put("HASH", hashKey);
        if (block.get("range_key") != null) {
            keys.put("RANGE", (String) block.get("range_key"));
        }
        return keys;
    }

    private static String units(Map<String, Object> block) {
        return ((Number) block.get("read_capacity")).longValue() + "/" + ((Number) block.get("write_capacity")).longValue();
    }

    private static List<Map<String, Object>> sorted(List<Map<String, Object>> blocks) {
        List<Map<String, Object>> copy = new ArrayList<>(blocks);
        copy.sort(Comparator.comparing(b -> (String) b.get("name")));
        return copy;
    }

    /** One block parses as a map, repeated blocks as a list of maps. */
    private static List<Map<String, Object>> blocks(Object value) {
        if (value == null) {
            return List.of();
        }
        if (value instanceof List<?> list) {
            return list.stream().map(TerraformExportTest::map).toList();
        }
        return List.of(map(value));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> map(Object value) {
        assertThat(value).isInstanceOf(Map.class);
        return (Map<String, Object>) value;
    }
}
