package dev.tablewright.formats.imports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablewright.formats.export.CloudFormationExporter;
import dev.tablewright.formats.export.TableDefinitions;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.AutoScaling;
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
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** CloudFormation templates read back into models: exports round-trip, hand-written templates with short forms import. */
class CloudFormationImportTest {
    static Stream<Model> models() throws Exception {
        List<Model> models = new ArrayList<>();
        for (Path file : List.of(Path.of("models/hr-oe.json"), Path.of("models/gaming.json"),
                Path.of("models/person-records.json"))) {
            models.add(ModelFiles.read(file).model());
        }
        try (Stream<Path> files = Files.list(Path.of("src/test/resources/reference/workbench-models"))) {
            for (Path file : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                models.add(ModelFiles.read(file).model());
            }
        }
        models.add(everything());
        return models.stream();
    }

    @ParameterizedTest
    @MethodSource("models")
    void read_whenYamlAndJsonExportsReadBack_equalTheModelsSchema(Model model) throws Exception {
        List<Table> expected = model.tables().stream().map(TableDefinitions::schemaOf).toList();

        Model fromYaml = CloudFormationImporter.read(CloudFormationExporter.toYaml(model), Path.of("stack.yaml"));
        Model fromJson = CloudFormationImporter.read(CloudFormationExporter.toJson(model), Path.of("stack.json"));

        assertThat(fromYaml.tables()).as("YAML of %s", model.name()).isEqualTo(expected);
        assertThat(fromJson.tables()).as("JSON of %s", model.name()).isEqualTo(expected);
        assertThat(fromYaml.name()).isEqualTo("stack");
    }

    private static final String SHORT_FORMS = """
            AWSTemplateFormatVersion: 2010-09-09
            Description: orders written by hand
            Parameters:
              Reads:
                Type: Number
                Default: 12
              Stage:
                Type: String
                Default: prod
            Resources:
              Orders:
                Type: AWS::DynamoDB::Table
                Properties:
                  TableName: !Sub "orders-${Stage}"
                  AttributeDefinitions:
                    - {AttributeName: pk, AttributeType: S}
                    - {AttributeName: sk, AttributeType: N}
                    - {AttributeName: gpk, AttributeType: B}
                  KeySchema:
                    - {AttributeName: pk, KeyType: HASH}
                    - {AttributeName: sk, KeyType: RANGE}
                  ProvisionedThroughput:
                    ReadCapacityUnits: !Ref Reads
                    WriteCapacityUnits: 4
                  GlobalSecondaryIndexes:
                    - IndexName: byG
                      KeySchema: [{AttributeName: gpk, KeyType: HASH}]
                      Projection: {ProjectionType: INCLUDE, NonKeyAttributes: [total, status]}
                      ProvisionedThroughput: {ReadCapacityUnits: 2, WriteCapacityUnits: 1}
                  StreamSpecification: {StreamViewType: NEW_IMAGE}
              OrdersReadTarget:
                Type: AWS::ApplicationAutoScaling::ScalableTarget
                Properties:
                  MinCapacity: 3
                  MaxCapacity: 30
                  ResourceId: !Sub table/${Orders}
                  ScalableDimension: dynamodb:table:ReadCapacityUnits
                  ServiceNamespace: dynamodb
                  RoleARN: !GetAtt ScalingRole.Arn
              OrdersReadPolicy:
                Type: AWS::ApplicationAutoScaling::ScalingPolicy
                Properties:
                  PolicyName: reads
                  PolicyType: TargetTrackingScaling
                  ScalingTargetId: !Ref OrdersReadTarget
                  TargetTrackingScalingPolicyConfiguration:
                    TargetValue: 55
                    PredefinedMetricSpecification: {PredefinedMetricType: DynamoDBReadCapacityUtilization}
            """;

    @Test
    void read_whenYamlUsesShortFormsParametersAndDefaultBilling_importsTheTable() throws Exception {
        Model model = CloudFormationImporter.read(SHORT_FORMS, Path.of("orders.yml"));

        Table expected = new Table("orders-prod",
                KeySchema.of(KeyAttribute.of("pk", ScalarType.S), KeyAttribute.of("sk", ScalarType.N)), List.of(),
                List.of(new SecondaryIndex("byG", dev.tablewright.model.IndexKind.GSI,
                        KeySchema.of(KeyAttribute.of("gpk", ScalarType.B)), Projection.include(List.of("total", "status")),
                        ProvisionedCapacity.of(2, 1), null, Extras.none())),
                List.of(), List.of(), List.of(), BillingMode.PROVISIONED,
                new ProvisionedCapacity(12, 4, new AutoScaling(3, 30, 55, null), null), Extras.none(),
                new TableSettings(null, TableSettings.StreamViewType.NEW_IMAGE, false, null, null, null, false, null,
                        null, Map.of()));
        assertThat(model.tables()).containsExactly(expected);
        assertThat(model.metadata().description()).isEqualTo("orders written by hand");
    }

    @Test
    void read_whenKeySchemaNamesAnUndefinedAttribute_failsNamingFileAndLine() {
        String template = SHORT_FORMS.replace("- {AttributeName: sk, KeyType: RANGE}", "- {AttributeName: when, KeyType: RANGE}");

        assertThatThrownBy(() -> CloudFormationImporter.read(template, Path.of("orders.yml")))
                .isInstanceOf(ImportException.class)
                .hasMessage("orders.yml:21: Orders: KeySchema names 'when', which AttributeDefinitions does not define");
    }

    @Test
    void read_whenJsonIsBroken_failsNamingTheLine() {
        String template = "{\n  \"Resources\": {\n    \"T\": {\"Type\": \"AWS::DynamoDB::Table\",,}\n  }\n}\n";

        assertThatThrownBy(() -> CloudFormationImporter.read(template, Path.of("bad.json")))
                .isInstanceOf(ImportException.class)
                .hasMessageStartingWith("bad.json:3: not valid JSON");
    }

    @Test
    void read_whenTemplateHasNoTable_saysSo() {
        assertThatThrownBy(() -> CloudFormationImporter.read("Resources:\n  B:\n    Type: AWS::S3::Bucket\n",
                Path.of("bucket.yaml")))
                .hasMessage("bucket.yaml:2: the template has no AWS::DynamoDB::Table or AWS::Serverless::SimpleTable resource");
    }

    /** The same model as the export tests' "everything" (kept here so the packages' tests stay apart). */
    static Model everything() {
        KeyAttribute tenant = KeyAttribute.of("tenant", ScalarType.S);
        Table orders = new Table("Orders.Everything-1", KeySchema.of(tenant, KeyAttribute.of("seq", ScalarType.N)),
                List.of(),
                List.of(new SecondaryIndex("by-status", dev.tablewright.model.IndexKind.GSI,
                                KeySchema.of(KeyAttribute.of("status", ScalarType.S), KeyAttribute.of("total", ScalarType.N)),
                                Projection.include(List.of("customer", "lines")), ProvisionedCapacity.of(4, 2), null,
                                Extras.none()),
                        SecondaryIndex.gsi("byCustomer", KeySchema.of(KeyAttribute.of("customer", ScalarType.S)),
                                Projection.keysOnly())),
                List.of(SecondaryIndex.lsi("byTotal", KeySchema.of(tenant, KeyAttribute.of("total", ScalarType.N)),
                                Projection.include(List.of("status"))),
                        SecondaryIndex.lsi("bySku", KeySchema.of(tenant, KeyAttribute.of("sku", ScalarType.B)),
                                Projection.keysOnly())),
                List.of(), List.of(), BillingMode.PROVISIONED,
                new ProvisionedCapacity(7, 3, new AutoScaling(2, 50, 65.5, "MyScalingRole"), new AutoScaling(1, 20, 80, null)),
                Extras.none());
        Table audit = new Table("AuditLog", KeySchema.of(KeyAttribute.of("id", ScalarType.B)), List.of(),
                List.of(SecondaryIndex.gsi("byActor", KeySchema.of(KeyAttribute.of("actor", ScalarType.S)),
                        Projection.include(List.of("action")))),
                List.of(), List.of(), List.of(), null, null, Extras.none());
        return new Model("Everything", ModelMetadata.of(""), List.of(orders, audit), List.of(), Extras.none());
    }
}
