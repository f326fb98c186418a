package dev.tablewright.formats.export;

import com.fasterxml.jackson.databind.node.TextNode;
import dev.tablewright.formats.export.CdkExporter.Seeded;
import dev.tablewright.formats.export.CdkTables.Scaling;
import dev.tablewright.formats.export.CdkValue.Constant;
import dev.tablewright.formats.export.CdkValue.Flag;
import dev.tablewright.formats.export.CdkValue.Json;
import dev.tablewright.formats.export.CdkValue.Struct;
import dev.tablewright.formats.export.CdkValue.Text;
import dev.tablewright.formats.export.CdkValue.Values;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A CDK app in TypeScript: package.json, cdk.json ({@code npx tsc && node bin/app.js}), tsconfig.json,
 * {@code bin/app.ts} and {@code lib/NAME-stack.ts} with the stack class.
 */
final class CdkTypeScript {
    private CdkTypeScript() {
    }

    static Map<String, String> files(String modelName, String stackName, List<Seeded> tables) {
        String stackFile = CdkExporter.kebab(stackName) + "-stack";
        Map<String, String> files = new LinkedHashMap<>();
        files.put("package.json", packageJson(CdkExporter.kebab(stackName)));
        files.put("cdk.json", "{\n  \"app\": \"npx tsc && node bin/app.js\"\n}\n");
        files.put("tsconfig.json", """
                {
                  "compilerOptions": {
                    "target": "ES2022",
                    "module": "commonjs",
                    "lib": ["es2022"],
                    "strict": true,
                    "skipLibCheck": true,
                    "types": []
                  },
                  "exclude": ["node_modules", "cdk.out"]
                }
                """);
        files.put(".gitignore", "*.js\n*.d.ts\nnode_modules\ncdk.out\n");
        files.put("bin/app.ts", """
                #!/usr/bin/env node
                import * as cdk from 'aws-cdk-lib';
                import { %1$sStack } from '../lib/%2$s';

                const app = new cdk.App();
                new %1$sStack(app, '%1$s');
                """.formatted(stackName, stackFile));
        files.put("lib/" + stackFile + ".ts", stack(modelName, stackName, tables));
        return files;
    }

    private static String packageJson(String name) {
        return """
                {
                  "name": "%s-cdk",
                  "version": "0.1.0",
                  "private": true,
                  "bin": { "app": "bin/app.js" },
                  "scripts": {
                    "build": "tsc",
                    "cdk": "cdk"
                  },
                  "dependencies": {
                    "aws-cdk-lib": "%s",
                    "constructs": "%s"
                  },
                  "devDependencies": {
                    "aws-cdk": "2.1148.0",
                    "typescript": "5.9.3"
                  }
                }
                """.formatted(name, CdkExporter.CDK_VERSION, CdkExporter.CONSTRUCTS_VERSION);
    }

    /** The stack class; public so that several models' stacks can share one app. */
    static String stack(String modelName, String stackName, List<Seeded> tables) {
        boolean items = tables.stream().anyMatch(t -> !t.items().isEmpty());
        StringBuilder b = new StringBuilder();
        b.append("import * as cdk from 'aws-cdk-lib';\n");
        b.append("import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';\n");
        if (items) {
            b.append("import * as cr from 'aws-cdk-lib/custom-resources';\n");
        }
        b.append("import { Construct } from 'constructs';\n\n");
        b.append("/** The DynamoDB tables of the model ").append(comment(modelName)).append(" (exported by Tablewright). */\n");
        b.append("export class ").append(stackName).append("Stack extends cdk.Stack {\n");
        b.append("  constructor(scope: Construct, id: string, props?: cdk.StackProps) {\n");
        b.append("    super(scope, id, props);\n");
        for (Seeded seeded : tables) {
            table(b, seeded);
        }
        b.append("  }\n}\n");
        if (items) {
            b.append(WRITE_ITEMS);
            for (Seeded seeded : tables) {
                if (!seeded.items().isEmpty()) {
                    b.append("\nconst ").append(seeded.table().variable()).append("Items: object[] = [\n");
                    b.append(seeded.items().stream().map(i -> "  " + i).collect(Collectors.joining(",\n")));
                    b.append(",\n];\n");
                }
            }
        }
        return b.toString();
    }

    private static void table(StringBuilder b, Seeded seeded) {
        CdkTables t = seeded.table();
        String v = t.variable();
        b.append("\n    const ").append(v).append(" = new dynamodb.Table(this, ").append(string(t.logicalId()))
                .append(", ").append(value(t.props(), "    ")).append(");\n");
        for (Struct gsi : t.globalIndexes()) {
            b.append("    ").append(v).append(".addGlobalSecondaryIndex(").append(value(gsi, "    ")).append(");\n");
        }
        for (Struct lsi : t.localIndexes()) {
            b.append("    ").append(v).append(".addLocalSecondaryIndex(").append(value(lsi, "    ")).append(");\n");
        }
        if (!t.overrides().isEmpty()) {
            b.append("    // the L2 Table writes no SSEType for AWS_MANAGED and takes a customer key only as a construct\n");
            b.append("    const ").append(v).append("Cfn = ").append(v).append(".node.defaultChild as dynamodb.CfnTable;\n");
            t.overrides().forEach((path, node) -> b.append("    ").append(v).append("Cfn.addPropertyOverride(")
                    .append(string(path)).append(", ").append(node).append(");\n"));
        }
        t.tags().forEach((key, val) -> b.append("    cdk.Tags.of(").append(v).append(").add(")
                .append(string(key)).append(", ").append(string(val)).append(");\n"));
        for (Scaling s : t.scaling()) {
            b.append("    ").append(v).append(s.indexName() == null ? ".autoScale" + s.readOrWrite() + "Capacity("
                            : ".autoScaleGlobalSecondaryIndex" + s.readOrWrite() + "Capacity(" + string(s.indexName()) + ", ")
                    .append("{ minCapacity: ").append(s.min()).append(", maxCapacity: ").append(s.max())
                    .append(" }).scaleOnUtilization({ targetUtilizationPercent: ").append(s.target()).append(" });\n");
        }
        if (!seeded.items().isEmpty()) {
            b.append("    writeItems(this, ").append(string(t.logicalId() + "Items")).append(", ").append(v)
                    .append(", ").append(v).append("Items);\n");
        }
    }

    static String value(CdkValue value, String indent) {
        if (value instanceof Text text) {
            return string(text.value());
        } else if (value instanceof CdkValue.Number number) {
            return Long.toString(number.value());
        } else if (value instanceof Flag flag) {
            return Boolean.toString(flag.value());
        } else if (value instanceof Constant c) {
            return c.module() + "." + c.type() + "." + c.name();
        } else if (value instanceof Json json) {
            return json.node().toString();
        } else if (value instanceof Values values) {
            return values.values().stream().map(v -> value(v, indent)).collect(Collectors.joining(", ", "[", "]"));
        }
        return struct((Struct) value, indent);
    }

    private static String struct(Struct struct, String indent) {
        if (struct.isSmall()) {
            return struct.fields().entrySet().stream().map(e -> e.getKey() + ": " + value(e.getValue(), indent))
                    .collect(Collectors.joining(", ", "{ ", " }"));
        }
        String inner = indent + "  ";
        return struct.fields().entrySet().stream()
                .map(e -> inner + e.getKey() + ": " + value(e.getValue(), inner) + ",\n")
                .collect(Collectors.joining("", "{\n", indent + "}"));
    }

    static String string(String text) {
        return TextNode.valueOf(text).toString();
    }

    private static String comment(String text) {
        return text.replace("*/", "* /");
    }

    private static final String WRITE_ITEMS = """

            /**
             * Writes the items once the table exists, as AWS's CDK demo does: one BatchWriteItem of up to
             * 25 items per custom resource, called when the stack is created. Items DynamoDB answers as
             * UnprocessedItems (when throttled) are not retried.
             */
            function writeItems(scope: Construct, id: string, table: dynamodb.Table, items: object[]): void {
              for (let start = 0; start < items.length; start += 25) {
                const name = `${id}${start / 25 + 1}`;
                new cr.AwsCustomResource(scope, name, {
                  onCreate: {
                    service: 'DynamoDB',
                    action: 'batchWriteItem',
                    parameters: {
                      RequestItems: {
                        [table.tableName]: items.slice(start, start + 25).map((item) => ({ PutRequest: { Item: item } })),
                      },
                    },
                    physicalResourceId: cr.PhysicalResourceId.of(name),
                  },
                  policy: cr.AwsCustomResourcePolicy.fromSdkCalls({ resources: [table.tableArn] }),
                  installLatestAwsSdk: false,
                });
              }
            }
            """;
}
