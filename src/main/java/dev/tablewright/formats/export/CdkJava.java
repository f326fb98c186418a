package dev.tablewright.formats.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.tablewright.formats.export.CdkExporter.Seeded;
import dev.tablewright.formats.export.CdkTables.Scaling;
import dev.tablewright.formats.export.CdkValue.Constant;
import dev.tablewright.formats.export.CdkValue.Flag;
import dev.tablewright.formats.export.CdkValue.Json;
import dev.tablewright.formats.export.CdkValue.Struct;
import dev.tablewright.formats.export.CdkValue.Text;
import dev.tablewright.formats.export.CdkValue.Values;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A CDK app in Java: pom.xml, cdk.json ({@code mvn -e -q compile exec:java}), the main class and the
 * stack class in {@code src/main/java/com/myorg/}, and each table's items in {@code items/ID.json}
 * (read when the app synthesizes: a Java class cannot hold more than 64 KB of constants).
 */
final class CdkJava {
    static final String PACKAGE = "com.myorg";
    private static final String SOURCES = "src/main/java/com/myorg/";

    private CdkJava() {
    }

    static Map<String, String> files(String modelName, String stackName, List<Seeded> tables) {
        Map<String, String> files = new LinkedHashMap<>();
        files.put("pom.xml", pom(CdkExporter.kebab(stackName), stackName));
        files.put("cdk.json", "{\n  \"app\": \"mvn -e -q compile exec:java\"\n}\n");
        files.put(".gitignore", "target\ncdk.out\n");
        files.put(SOURCES + stackName + "App.java", """
                package com.myorg;

                import software.amazon.awscdk.App;

                /** The CDK app: one stack with the tables of the model. */
                public final class %1$sApp {
                    private %1$sApp() {
                    }

                    public static void main(final String[] args) {
                        App app = new App();
                        new %1$sStack(app, "%1$s", null);
                        app.synth();
                    }
                }
                """.formatted(stackName));
        files.put(SOURCES + stackName + "Stack.java", stack(modelName, stackName, tables));
        for (Seeded seeded : tables) {
            if (!seeded.items().isEmpty()) {
                files.put(itemsFile(seeded), seeded.items().stream().map(JsonNode::toString)
                        .collect(Collectors.joining(",\n", "[\n", "\n]\n")));
            }
        }
        return files;
    }

    private static String itemsFile(Seeded seeded) {
        return "items/" + seeded.table().logicalId() + ".json";
    }

    private static String pom(String name, String stackName) {
        return """
                <?xml version="1.0" encoding="UTF-8"?>
                <project xmlns="http://maven.apache.org/POM/4.0.0"
                         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
                         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 http://maven.apache.org/xsd/maven-4.0.0.xsd">
                    <modelVersion>4.0.0</modelVersion>
                    <groupId>com.myorg</groupId>
                    <artifactId>%1$s-cdk</artifactId>
                    <version>0.1</version>

                    <properties>
                        <maven.compiler.release>17</maven.compiler.release>
                        <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
                    </properties>

                    <build>
                        <plugins>
                            <plugin>
                                <groupId>org.apache.maven.plugins</groupId>
                                <artifactId>maven-resources-plugin</artifactId>
                                <version>3.3.1</version>
                            </plugin>
                            <plugin>
                                <groupId>org.apache.maven.plugins</groupId>
                                <artifactId>maven-compiler-plugin</artifactId>
                                <version>3.13.0</version>
                            </plugin>
                            <plugin>
                                <groupId>org.codehaus.mojo</groupId>
                                <artifactId>exec-maven-plugin</artifactId>
                                <version>3.5.0</version>
                                <configuration>
                                    <mainClass>com.myorg.%2$sApp</mainClass>
                                </configuration>
                            </plugin>
                        </plugins>
                    </build>

                    <dependencies>
                        <!-- Jackson, which reads items/*.json, comes with aws-cdk-lib (jsii-runtime) -->
                        <dependency>
                            <groupId>software.amazon.awscdk</groupId>
                            <artifactId>aws-cdk-lib</artifactId>
                            <version>%3$s</version>
                        </dependency>
                        <dependency>
                            <groupId>software.constructs</groupId>
                            <artifactId>constructs</artifactId>
                            <version>%4$s</version>
                        </dependency>
                    </dependencies>
                </project>
                """.formatted(name, stackName, CdkExporter.CDK_VERSION, CdkExporter.CONSTRUCTS_VERSION);
    }

    /** The stack class; public so that several models' stacks can share one app. */
    static String stack(String modelName, String stackName, List<Seeded> tables) {
        boolean items = tables.stream().anyMatch(t -> !t.items().isEmpty());
        List<String> imports = new ArrayList<>(List.of("java.util.List", "java.util.Map",
                "software.amazon.awscdk.RemovalPolicy", "software.amazon.awscdk.Stack",
                "software.amazon.awscdk.StackProps", "software.amazon.awscdk.Tags"));
        for (String type : List.of("Attribute", "AttributeType", "BillingMode", "CfnTable", "EnableScalingProps",
                "GlobalSecondaryIndexProps", "LocalSecondaryIndexProps", "PointInTimeRecoverySpecification",
                "ProjectionType", "StreamViewType", "Table", "TableClass", "TableEncryption",
                "UtilizationScalingProps", "WarmThroughput")) {
            imports.add("software.amazon.awscdk.services.dynamodb." + type);
        }
        if (items) {
            imports.addAll(List.of("com.fasterxml.jackson.core.type.TypeReference",
                    "com.fasterxml.jackson.databind.ObjectMapper", "java.io.IOException", "java.io.UncheckedIOException",
                    "java.nio.file.Path", "java.util.ArrayList",
                    "software.amazon.awscdk.customresources.AwsCustomResource",
                    "software.amazon.awscdk.customresources.AwsCustomResourcePolicy",
                    "software.amazon.awscdk.customresources.AwsSdkCall",
                    "software.amazon.awscdk.customresources.PhysicalResourceId",
                    "software.amazon.awscdk.customresources.SdkCallsPolicyOptions"));
        }
        imports.add("software.constructs.Construct");
        StringBuilder b = new StringBuilder("package ").append(PACKAGE).append(";\n\n");
        imports.stream().sorted().forEach(i -> b.append("import ").append(i).append(";\n"));
        b.append("\n/** The DynamoDB tables of the model ").append(modelName.replace("*/", "* /"))
                .append(" (exported by Tablewright). */\n");
        b.append("public class ").append(stackName).append("Stack extends Stack {\n");
        b.append("    public ").append(stackName).append("Stack(final Construct scope, final String id, final StackProps props) {\n");
        b.append("        super(scope, id, props);\n");
        for (Seeded seeded : tables) {
            table(b, seeded);
        }
        b.append("    }\n");
        if (items) {
            b.append(WRITE_ITEMS);
        }
        b.append("}\n");
        return b.toString();
    }

    private static void table(StringBuilder b, Seeded seeded) {
        CdkTables t = seeded.table();
        String v = t.variable();
        String in = "        ";
        b.append("\n").append(in).append("Table ").append(v).append(" = Table.Builder.create(this, ")
                .append(string(t.logicalId())).append(")");
        t.props().fields().forEach((field, value) ->
                b.append("\n").append(in).append("        .").append(field).append("(").append(value(value, in + "        ")).append(")"));
        b.append("\n").append(in).append("        .build();\n");
        for (Struct gsi : t.globalIndexes()) {
            b.append(in).append(v).append(".addGlobalSecondaryIndex(").append(value(gsi, in)).append(");\n");
        }
        for (Struct lsi : t.localIndexes()) {
            b.append(in).append(v).append(".addLocalSecondaryIndex(").append(value(lsi, in)).append(");\n");
        }
        if (!t.overrides().isEmpty()) {
            b.append(in).append("// the L2 Table writes no SSEType for AWS_MANAGED and takes a customer key only as a construct\n");
            b.append(in).append("CfnTable ").append(v).append("Cfn = (CfnTable) ").append(v).append(".getNode().getDefaultChild();\n");
            t.overrides().forEach((path, node) -> b.append(in).append(v).append("Cfn.addPropertyOverride(")
                    .append(string(path)).append(", ").append(json(node)).append(");\n"));
        }
        t.tags().forEach((key, val) -> b.append(in).append("Tags.of(").append(v).append(").add(")
                .append(string(key)).append(", ").append(string(val)).append(");\n"));
        for (Scaling s : t.scaling()) {
            b.append(in).append(v).append(s.indexName() == null ? ".autoScale" + s.readOrWrite() + "Capacity("
                            : ".autoScaleGlobalSecondaryIndex" + s.readOrWrite() + "Capacity(" + string(s.indexName()) + ", ")
                    .append("EnableScalingProps.builder().minCapacity(").append(number(s.min()))
                    .append(").maxCapacity(").append(number(s.max())).append(").build())\n")
                    .append(in).append("        .scaleOnUtilization(UtilizationScalingProps.builder().targetUtilizationPercent(")
                    .append(s.target()).append(").build());\n");
        }
        if (!seeded.items().isEmpty()) {
            b.append(in).append("writeItems(").append(string(t.logicalId() + "Items")).append(", ").append(v)
                    .append(", ").append(string(itemsFile(seeded))).append(");\n");
        }
    }

    static String value(CdkValue value, String indent) {
        if (value instanceof Text text) {
            return string(text.value());
        } else if (value instanceof CdkValue.Number number) {
            return number(number.value());
        } else if (value instanceof Flag flag) {
            return Boolean.toString(flag.value());
        } else if (value instanceof Constant c) {
            return c.type() + "." + c.name();
        } else if (value instanceof Json json) {
            return json(json.node());
        } else if (value instanceof Values values) {
            return values.values().stream().map(v -> value(v, indent)).collect(Collectors.joining(", ", "List.of(", ")"));
        }
        Struct struct = (Struct) value;
        if (struct.isSmall()) {
            return struct.fields().entrySet().stream().map(e -> "." + e.getKey() + "(" + value(e.getValue(), indent) + ")")
                    .collect(Collectors.joining("", struct.type() + ".builder()", ".build()"));
        }
        String inner = indent + "        ";
        return struct.fields().entrySet().stream()
                .map(e -> "\n" + inner + "." + e.getKey() + "(" + value(e.getValue(), inner) + ")")
                .collect(Collectors.joining("", struct.type() + ".builder()", "\n" + inner + ".build()"));
    }

    private static String number(long n) {
        return n >= Integer.MIN_VALUE && n <= Integer.MAX_VALUE ? Long.toString(n) : n + "L";
    }

    /** JSON data as Java values: Map.ofEntries, List.of, strings, numbers, booleans. */
    static String json(JsonNode node) {
        if (node.isTextual()) {
            return string(node.textValue());
        } else if (node.isIntegralNumber()) {
            return number(node.longValue());
        } else if (node.isNumber() || node.isBoolean()) {
            return node.toString();
        } else if (node.isArray()) {
            List<String> parts = new ArrayList<>();
            node.forEach(e -> parts.add(json(e)));
            return "List.of(" + String.join(", ", parts) + ")";
        }
        List<String> entries = new ArrayList<>();
        node.fields().forEachRemaining(e -> entries.add("Map.entry(" + string(e.getKey()) + ", " + json(e.getValue()) + ")"));
        return "Map.ofEntries(" + String.join(", ", entries) + ")";
    }

    static String string(String text) {
        return TextNode.valueOf(text).toString();
    }

    private static final String WRITE_ITEMS = """

                /**
                 * Writes the items of {@code file} (DynamoDB JSON) once the table exists, as AWS's CDK demo
                 * does: one BatchWriteItem of up to 25 items per custom resource, called when the stack is
                 * created. Items DynamoDB answers as UnprocessedItems (when throttled) are not retried.
                 */
                private void writeItems(final String id, final Table table, final String file) {
                    List<Object> items;
                    try {
                        items = new ObjectMapper().readValue(Path.of(file).toFile(), new TypeReference<List<Object>>() { });
                    } catch (IOException e) {
                        throw new UncheckedIOException(file + ": " + e.getMessage(), e);
                    }
                    for (int start = 0; start < items.size(); start += 25) {
                        String name = id + (start / 25 + 1);
                        List<Object> puts = new ArrayList<>();
                        for (Object item : items.subList(start, Math.min(start + 25, items.size()))) {
                            puts.add(Map.of("PutRequest", Map.of("Item", item)));
                        }
                        AwsCustomResource.Builder.create(this, name)
                                .onCreate(AwsSdkCall.builder()
                                        .service("DynamoDB")
                                        .action("batchWriteItem")
                                        .parameters(Map.of("RequestItems", Map.of(table.getTableName(), puts)))
                                        .physicalResourceId(PhysicalResourceId.of(name))
                                        .build())
                                .policy(AwsCustomResourcePolicy.fromSdkCalls(SdkCallsPolicyOptions.builder()
                                        .resources(List.of(table.getTableArn()))
                                        .build()))
                                .installLatestAwsSdk(false)
                                .build();
                    }
                }
            """;
}
