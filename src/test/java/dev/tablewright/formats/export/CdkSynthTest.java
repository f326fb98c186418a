package dev.tablewright.formats.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.formats.export.CdkExporter.RemovalPolicy;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.Extras;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProvisionedCapacity;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings;
import dev.tablewright.model.TableSettings.Encryption;
import dev.tablewright.model.TableSettings.IndexThroughput;
import dev.tablewright.model.TableSettings.Throughput;
import dev.tablewright.testing.ExternalTools;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The exported CDK apps synthesized with the real aws-cdk-lib (TypeScript: from npm in .ci/cdk-ts,
 * compiled with tsc and run by node; Java: the Maven artifacts, compiled with javac and run in a
 * child JVM through jsii): for every shipped model and two models with every table setting, each
 * synthesized {@code AWS::DynamoDB::Table} equals the one {@code export --format cloudformation}
 * writes, property by property. One synth per language covers all the models: their stacks share
 * one app. Normalised, and only these, as CDK adds them legitimately:
 * <ul>
 *   <li>LOGICAL_ID_HASH: CDK suffixes a construct's logical id with 8 hex digits of its path's hash;</li>
 *   <li>REMOVAL_POLICY: DeletionPolicy and UpdateReplacePolicy come from {@code --removal-policy}
 *       (checked against it, then removed: the CloudFormation export writes none);</li>
 *   <li>PROVISIONED_DEFAULT: the L2 Table leaves out {@code BillingMode: PROVISIONED}, CloudFormation's default;</li>
 *   <li>TAG_ORDER: CDK's tag manager sorts a resource's tags by key; DynamoDB keeps no order of tags.</li>
 * </ul>
 */
class CdkSynthTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Duration SYNTH_TIMEOUT = Duration.ofMinutes(8);

    @TempDir
    static Path work;

    private static final Map<String, Case> CASES = new LinkedHashMap<>();

    /** A model and how it is exported. */
    record Case(Model model, CdkExporter.Options options) {
        String stackName() {
            return LogicalIds.alphanumeric(model.name());
        }
    }

    @BeforeAll
    static void models() throws Exception {
        List<Path> shipped;
        try (Stream<Path> files = Files.list(Path.of("models"))) {
            shipped = files.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        assertThat(shipped).as("the shipped models").hasSizeGreaterThanOrEqualTo(4);
        RemovalPolicy[] policies = RemovalPolicy.values();
        for (int i = 0; i < shipped.size(); i++) {
            Model model = ModelFiles.read(shipped.get(i)).model();
            boolean items = shipped.get(i).endsWith("person-records.json");
            add(model, new CdkExporter.Options(policies[i % policies.length], items));
        }
        add(ExportFixtures.everything(), new CdkExporter.Options(RemovalPolicy.DESTROY, false));
        add(moreSettings(), new CdkExporter.Options(RemovalPolicy.SNAPSHOT, true));
    }

    private static void add(Model model, CdkExporter.Options options) {
        Case c = new Case(model, options);
        assertThat(CASES).as("stack names of the models").doesNotContainKey(c.stackName());
        CASES.put(c.stackName(), c);
    }

    @Test
    void typeScriptApps_whenSynthesized_haveTheTablesOfTheCloudFormationExport() throws Exception {
        Path modules = ExternalTools.cdkNodeModules();
        Path app = Files.createDirectories(work.resolve("ts"));
        StringBuilder bin = new StringBuilder("import * as cdk from 'aws-cdk-lib';\n");
        StringBuilder stacks = new StringBuilder("const app = new cdk.App();\n");
        for (Case c : CASES.values()) {
            CdkExporter.App exported = CdkExporter.write(c.model(), ExportFormat.CDK_TYPESCRIPT, c.options());
            assertThat(exported.notes()).as("notes of %s", c.stackName()).allSatisfy(note ->
                    assertThat(note).startsWith("auto scaling of Orders.Everything-1 uses the service-linked role"));
            String stackFile = CdkExporter.kebab(c.stackName()) + "-stack";
            for (var file : exported.files().entrySet()) {
                // each model's own bin/app.ts is compiled (as bin/NAME-stack-app.ts), the shared one is run
                String name = file.getKey().equals("bin/app.ts") ? "bin/" + stackFile + "-app.ts" : file.getKey();
                write(app.resolve(name), file.getValue());
            }
            assertThat(exported.files()).as("files of %s", c.stackName()).containsKeys("package.json", "cdk.json",
                    "tsconfig.json", "bin/app.ts", "lib/" + stackFile + ".ts");
            bin.append("import { ").append(c.stackName()).append("Stack } from '../lib/").append(stackFile).append("';\n");
            stacks.append("new ").append(c.stackName()).append("Stack(app, '").append(c.stackName()).append("');\n");
        }
        write(app.resolve("bin/app.ts"), bin + "\n" + stacks);
        Files.createSymbolicLink(app.resolve("node_modules"), modules);

        Path tsc = modules.resolve("typescript").resolve("bin").resolve("tsc");
        Path out = app.resolve("cdk.out");
        try {
            ExternalTools.Result compiled = ExternalTools.run(List.of("node", tsc.toString(), "-p", app.toString()),
                    Map.of(), app, SYNTH_TIMEOUT);
            assertThat(compiled.exitCode()).as("tsc of the exported apps:\n%s", compiled.describe()).isZero();
            ExternalTools.Result synth = ExternalTools.run(List.of("node", "bin/app.js"),
                    Map.of("CDK_OUTDIR", out.toString()), app, SYNTH_TIMEOUT);
            assertThat(synth.exitCode()).as("node bin/app.js (synth):\n%s", synth.describe()).isZero();
        } finally {
            Files.delete(app.resolve("node_modules")); // the link, not the shared node_modules
        }

        compareAll(out);
    }

    @Test
    void javaApps_whenSynthesized_haveTheTablesOfTheCloudFormationExport() throws Exception {
        ExternalTools.cdkNodeModules(); // jsii runs aws-cdk-lib on Node.js
        Path app = Files.createDirectories(work.resolve("java"));
        Path sources = Files.createDirectories(app.resolve("src/main/java/com/myorg"));
        StringBuilder stacks = new StringBuilder();
        for (Case c : CASES.values()) {
            CdkExporter.App exported = CdkExporter.write(c.model(), ExportFormat.CDK_JAVA, c.options());
            assertThat(exported.files()).as("files of %s", c.stackName()).containsKeys("pom.xml", "cdk.json",
                    "src/main/java/com/myorg/" + c.stackName() + "App.java",
                    "src/main/java/com/myorg/" + c.stackName() + "Stack.java");
            assertThat(exported.files().get("pom.xml")).as("the exported pom.xml")
                    .contains("<version>" + CdkExporter.CDK_VERSION + "</version>");
            for (var file : exported.files().entrySet()) {
                if (file.getKey().startsWith("items/") || file.getKey().endsWith(".java")) { // the App compiled, not run
                    assertThat(app.resolve(file.getKey())).as("a file two models write").doesNotExist();
                    write(app.resolve(file.getKey()), file.getValue());
                }
            }
            stacks.append("        new ").append(c.stackName()).append("Stack(app, \"").append(c.stackName())
                    .append("\", null);\n");
        }
        write(sources.resolve("AllModelsApp.java"), """
                package com.myorg;

                public final class AllModelsApp {
                    public static void main(String[] args) {
                        software.amazon.awscdk.App app = new software.amazon.awscdk.App();
                %s        app.synth();
                    }
                }
                """.formatted(stacks));

        Path classes = Files.createDirectories(app.resolve("classes"));
        List<String> javac = new ArrayList<>(List.of("-d", classes.toString(), "-cp", System.getProperty("java.class.path"),
                "-proc:none", "-Xlint:all,-path,-options,-processing,-serial", "-Werror"));
        try (Stream<Path> files = Files.list(sources)) {
            files.map(Path::toString).sorted().forEach(javac::add);
        }
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        int exit = compiler.run(null, errors, errors, javac.toArray(String[]::new));
        assertThat(exit).as("javac of the exported Java:\n%s", errors.toString(StandardCharsets.UTF_8)).isZero();

        Path out = app.resolve("cdk.out");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ExternalTools.Result synth = ExternalTools.run(List.of(java, "-cp",
                        classes + File.pathSeparator + System.getProperty("java.class.path"), "com.myorg.AllModelsApp"),
                Map.of("CDK_OUTDIR", out.toString()), app, SYNTH_TIMEOUT);
        assertThat(synth.exitCode()).as("the Java app (synth):\n%s", synth.describe()).isZero();

        compareAll(out);
    }

    private static void compareAll(Path out) throws Exception {
        for (Case c : CASES.values()) {
            Path template = out.resolve(c.stackName() + ".template.json");
            assertThat(template).as("the synthesized template of %s", c.stackName()).isRegularFile();
            JsonNode synthesized = JSON.readTree(template.toFile());
            compareTables(c, synthesized);
            compareScaling(c, synthesized);
            compareItems(c, synthesized);
        }
    }

    private static void compareTables(Case c, JsonNode synthesized) throws Exception {
        JsonNode exported = JSON.readTree(CloudFormationExporter.toJson(c.model()));
        Map<String, JsonNode> expected = tables(exported);
        Map<String, JsonNode> actual = new TreeMap<>();
        String policy = switch (c.options().removalPolicy()) {
            case RETAIN -> "Retain";
            case DESTROY -> "Delete";
            case SNAPSHOT -> "Snapshot";
        };
        tables(synthesized).forEach((id, resource) -> {
            assertThat(id).as("LOGICAL_ID_HASH: a CDK logical id in %s", c.stackName()).matches(".+[0-9A-F]{8}");
            ObjectNode table = resource.deepCopy();
            assertThat(table.path("DeletionPolicy").asText()).as("REMOVAL_POLICY: DeletionPolicy of %s", id).isEqualTo(policy);
            assertThat(table.path("UpdateReplacePolicy").asText()).as("REMOVAL_POLICY: UpdateReplacePolicy of %s", id)
                    .isEqualTo(policy);
            table.remove(List.of("DeletionPolicy", "UpdateReplacePolicy"));
            ObjectNode properties = (ObjectNode) table.path("Properties");
            if (!properties.has("BillingMode") && properties.has("ProvisionedThroughput")) {
                properties.put("BillingMode", "PROVISIONED"); // PROVISIONED_DEFAULT
            }
            sortTags(properties); // TAG_ORDER
            actual.put(id.substring(0, id.length() - 8), table);
        });
        expected.values().forEach(t -> sortTags((ObjectNode) t.path("Properties")));
        assertThat(actual.keySet()).as("the tables of %s", c.stackName()).isEqualTo(expected.keySet());
        for (String id : expected.keySet()) {
            JsonNode want = expected.get(id).path("Properties");
            JsonNode got = actual.get(id).path("Properties");
            assertThat(names(got)).as("the properties of %s in %s", id, c.stackName()).isEqualTo(names(want));
            want.fieldNames().forEachRemaining(property -> assertThat(got.get(property))
                    .as("%s of %s in %s", property, id, c.stackName()).isEqualTo(want.get(property)));
            assertThat(actual.get(id)).as("table %s of %s", id, c.stackName()).isEqualTo(expected.get(id));
        }
    }

    /**
     * Auto scaling: the same scalable targets (dimension, table or index, minimum, maximum) and the same
     * target values as the CloudFormation export's (CDK names them its own way, with the service-linked role).
     */
    private static void compareScaling(Case c, JsonNode synthesized) throws Exception {
        JsonNode exported = JSON.readTree(CloudFormationExporter.toJson(c.model()));
        assertThat(scaling(synthesized)).as("auto scaling of %s", c.stackName())
                .containsExactlyInAnyOrderElementsOf(scaling(exported));
    }

    private static List<String> scaling(JsonNode template) {
        List<String> found = new ArrayList<>();
        for (JsonNode resource : template.path("Resources")) {
            JsonNode p = resource.path("Properties");
            switch (resource.path("Type").asText()) {
                case "AWS::ApplicationAutoScaling::ScalableTarget" -> {
                    JsonNode parts = p.path("ResourceId").path("Fn::Join").path(1);
                    JsonNode last = parts.get(parts.size() - 1);
                    String index = last.isTextual() && last.asText().startsWith("/index/") ? last.asText().substring(7)
                            : parts.size() == 4 ? parts.get(3).asText() : ""; // CDK's "table/" Ref "/index/I"; ours table Ref index I
                    found.add(p.path("ScalableDimension").asText() + " " + index + " "
                            + p.path("MinCapacity").asLong() + ".." + p.path("MaxCapacity").asLong());
                }
                case "AWS::ApplicationAutoScaling::ScalingPolicy" -> found.add("target "
                        + p.path("TargetTrackingScalingPolicyConfiguration").path("TargetValue").asDouble() + " "
                        + p.path("TargetTrackingScalingPolicyConfiguration").path("PredefinedMetricSpecification")
                                .path("PredefinedMetricType").asText());
                default -> { }
            }
        }
        return found;
    }

    /** With items: every item of the model in the custom resources' BatchWriteItem calls, 25 at most in each. */
    private static void compareItems(Case c, JsonNode synthesized) throws Exception {
        Map<String, List<JsonNode>> written = new TreeMap<>();
        for (JsonNode resource : synthesized.path("Resources")) {
            if (!resource.path("Type").asText().equals("Custom::AWS")) {
                continue;
            }
            StringBuilder call = new StringBuilder();
            String table = null;
            for (JsonNode part : resource.path("Properties").path("Create").path("Fn::Join").path(1)) {
                if (part.isTextual()) {
                    call.append(part.asText());
                } else {
                    table = part.path("Ref").asText();
                    call.append("TABLE");
                }
            }
            JsonNode request = JSON.readTree(call.toString());
            assertThat(request.path("action").asText()).as("the custom resource's call").isEqualTo("batchWriteItem");
            ArrayNode puts = (ArrayNode) request.path("parameters").path("RequestItems").path("TABLE");
            assertThat(puts.size()).as("items in one BatchWriteItem").isBetween(1, 25);
            List<JsonNode> items = written.computeIfAbsent(table.substring(0, table.length() - 8), k -> new ArrayList<>());
            puts.forEach(put -> items.add(put.path("PutRequest").path("Item")));
        }
        Map<String, List<JsonNode>> expected = new TreeMap<>();
        if (c.options().withItems()) {
            List<String> ids = new ArrayList<>(tables(JSON.readTree(CloudFormationExporter.toJson(c.model()))).keySet());
            for (int i = 0; i < c.model().tables().size(); i++) {
                List<JsonNode> items = new ArrayList<>();
                for (var item : c.model().tables().get(i).allItems()) {
                    items.add(JSON.readTree(DynamoJson.toJson(item).toString()));
                }
                if (!items.isEmpty()) {
                    expected.put(ids.get(i), items);
                }
            }
            assertThat(expected).as("items of %s", c.stackName()).isNotEmpty();
        }
        assertThat(written).as("the items written by the custom resources of %s", c.stackName()).isEqualTo(expected);
    }

    private static Map<String, JsonNode> tables(JsonNode template) {
        Map<String, JsonNode> tables = new LinkedHashMap<>();
        template.path("Resources").fields().forEachRemaining(e -> {
            if (e.getValue().path("Type").asText().equals("AWS::DynamoDB::Table")) {
                tables.put(e.getKey(), e.getValue());
            }
        });
        return tables;
    }

    private static void sortTags(ObjectNode properties) {
        if (properties.has("Tags")) {
            List<JsonNode> tags = new ArrayList<>();
            properties.path("Tags").forEach(tags::add);
            tags.sort((a, b) -> a.path("Key").asText().compareTo(b.path("Key").asText()));
            properties.putArray("Tags").addAll(tags);
        }
    }

    private static List<String> names(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names.stream().sorted().toList();
    }

    private static void write(Path file, String text) throws Exception {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    /**
     * The settings {@link ExportFixtures#everything()} leaves out: deletion protection, AWS owned
     * encryption, PITR without a period, several tags, and a GSI's own on-demand maximum and warm
     * throughput (one side only); a provisioned table with an LSI and a customer key given by alias; items.
     */
    static Model moreSettings() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("stage", "prod");
        tags.put("app", "carts");
        tags.put("cost centre", "4711 \"q\"");
        KeyAttribute cart = KeyAttribute.of("cartId", ScalarType.S);
        Table carts = new Table("Carts", KeySchema.of(cart, KeyAttribute.of("line", ScalarType.N)), List.of(),
                List.of(SecondaryIndex.gsi("bySku", KeySchema.of(KeyAttribute.of("sku", ScalarType.S)), Projection.all()),
                        SecondaryIndex.gsi("byOwner", KeySchema.of(KeyAttribute.of("owner", ScalarType.S),
                                KeyAttribute.of("addedAt", ScalarType.S)), Projection.keysOnly())),
                List.of(), List.of(), List.of(), BillingMode.PAY_PER_REQUEST, null, Extras.none(),
                new TableSettings(null, null, true, null, new Throughput(null, 400L), null, true, null,
                        new Encryption(Encryption.KeyType.OWNED, null), tags,
                        Map.of("bySku", new IndexThroughput(new Throughput(200L, 100L), new Throughput(12000L, null)),
                                "byOwner", new IndexThroughput(null, new Throughput(null, 4500L)))));
        carts = carts.withItems(List.of(
                DynamoJson.parseItem("{\"cartId\":{\"S\":\"c1\"},\"line\":{\"N\":\"1\"},\"sku\":{\"S\":\"A-1\"},"
                        + "\"qty\":{\"N\":\"2\"},\"tags\":{\"SS\":[\"gift\",\"red\"]}}"),
                DynamoJson.parseItem("{\"cartId\":{\"S\":\"c1\"},\"line\":{\"N\":\"2\"},\"owner\":{\"S\":\"ann\"},"
                        + "\"addedAt\":{\"S\":\"2026-11-28\"},\"note\":{\"M\":{\"text\":{\"S\":\"é \\\"quoted\\\"\"}}}}")));
        Table ledger = new Table("Ledger", KeySchema.of(KeyAttribute.of("account", ScalarType.S),
                KeyAttribute.of("posted", ScalarType.S)), List.of(), List.of(),
                List.of(SecondaryIndex.lsi("byAmount", KeySchema.of(KeyAttribute.of("account", ScalarType.S),
                        KeyAttribute.of("amount", ScalarType.N)), Projection.include(List.of("memo")))),
                List.of(), List.of(), BillingMode.PROVISIONED, ProvisionedCapacity.of(3, 2), Extras.none(),
                new TableSettings("purgeAt", TableSettings.StreamViewType.NEW_IMAGE, false,
                        TableSettings.TableClass.STANDARD, null, null, false, null,
                        new Encryption(Encryption.KeyType.CUSTOMER_MANAGED, "alias/ledger"), Map.of()));
        return new Model("More settings", ModelMetadata.of("what everything() leaves out"), List.of(carts, ledger),
                List.of(), Extras.none());
    }
}
