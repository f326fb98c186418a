package dev.tablewright.dynamo;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URL;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import software.amazon.awssdk.core.util.VersionInfo;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.pinpoint.PinpointClient;
import software.amazon.dynamodb.services.local.embedded.DynamoDBEmbedded;
import software.amazon.dynamodb.services.local.shared.access.AmazonDynamoDBLocal;

/**
 * DynamoDB Local 3.3.1 asks for AWS SDK 2.48.3 and Jackson 2.12.7; the project's BOMs decide
 * instead. Proves the class path holds the BOMs' versions (as the pom names them, passed in by
 * surefire), that nothing of DynamoDB Local 2.x is left, that Local's bundled libraries are not
 * shadowed by a second copy, and that Local still starts and answers on these versions.
 */
class DependencyVersionsTest {

    private static String pomProperty(String name) {
        String value = System.getProperty(name);
        assertThat(value).as("surefire passes %s from the pom", name).isNotBlank();
        return value;
    }

    private static String jarOf(Class<?> type) {
        String location = type.getProtectionDomain().getCodeSource().getLocation().getPath();
        return location.substring(location.lastIndexOf('/') + 1);
    }

    @Test
    void awsSdk_whenLocalAsksForAnOlderOne_isTheBomVersion() {
        String bom = pomProperty("bom.aws.sdk.version");

        assertThat(VersionInfo.SDK_VERSION).as("sdk-core's VersionInfo").isEqualTo(bom);
        assertThat(jarOf(DynamoDbClient.class)).isEqualTo("dynamodb-" + bom + ".jar");
        assertThat(jarOf(PinpointClient.class)).as("pinpoint, which only Local brings")
                .isEqualTo("pinpoint-" + bom + ".jar");
    }

    @Test
    void jackson_whenLocalAsksForAnOlderJsr310_isTheBomVersion() {
        String bom = pomProperty("bom.jackson.version");

        assertThat(com.fasterxml.jackson.core.json.PackageVersion.VERSION.toString()).isEqualTo(bom);
        assertThat(com.fasterxml.jackson.databind.cfg.PackageVersion.VERSION.toString()).isEqualTo(bom);
        assertThat(com.fasterxml.jackson.datatype.jsr310.PackageVersion.VERSION.toString())
                .as("jackson-datatype-jsr310, which only Local brings").isEqualTo(bom);
    }

    @Test
    void dynamoDbLocal_whenLoaded_isThePomVersionAndNo2xIsLeft() {
        assertThat(jarOf(DynamoDBEmbedded.class))
                .isEqualTo("DynamoDBLocal-" + pomProperty("dynamodb.local.version") + ".jar");
        assertThat(getClass().getClassLoader()
                .getResource("com/amazonaws/services/dynamodbv2/local/embedded/DynamoDBEmbedded.class"))
                .as("DynamoDB Local 2.x's embedded API").isNull();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "com/amazon/ion/IonSystem.class", // Local's jar holds ion-java; a second copy is excluded in the pom
            "org/partiql/lang/CompilerPipeline.class",
            "org/partiql/lang/syntax/SqlParser.class",
            "kotlin/KotlinVersion.class",
            "kotlin/internal/jdk8/JDK8PlatformImplementations.class", // also in the excluded kotlin-stdlib-jdk8 1.3.61
            "kotlin/internal/jdk7/JDK7PlatformImplementations.class",
            "org/antlr/v4/runtime/Parser.class",
            "com/almworks/sqlite4java/SQLite.class"})
    void localsLibraries_whenLookedUp_areOnTheClassPathExactlyOnce(String resource) throws IOException {
        List<URL> copies = Collections.list(getClass().getClassLoader().getResources(resource));

        assertThat(copies).as("copies of %s", resource).hasSize(1);
    }

    @Test
    void dynamoDbLocal_whenRunOnTheBomVersions_startsAndAnswers() {
        AmazonDynamoDBLocal local = DynamoDBEmbedded.create(null, true);
        try (DynamoDbClient client = local.dynamoDbClient()) {
            client.createTable(b -> b.tableName("Versions")
                    .keySchema(k -> k.attributeName("pk").keyType("HASH"))
                    .attributeDefinitions(a -> a.attributeName("pk").attributeType("S"))
                    .billingMode("PAY_PER_REQUEST"));
            client.putItem(b -> b.tableName("Versions").item(Map.of(
                    "pk", AttributeValue.fromS("a"), "n", AttributeValue.fromN("1E+3"))));
            // a PartiQL statement runs through Local's own PartiQL parser (Kotlin on the class path)
            var rows = client.executeStatement(b -> b.statement("SELECT * FROM \"Versions\" WHERE pk = 'a'")).items();

            assertThat(rows).hasSize(1);
            assertThat(rows.get(0).get("n").n()).as("Local's canonical number").isEqualTo("1000");
        } finally {
            local.shutdown();
        }
    }

    @Test
    void localServer_whenRunOnTheBomVersions_answersOverHttp() {
        try (LocalDynamoServer server = LocalDynamoServer.start(0, null);
             OpenConnection open = DynamoClients.open(Connection.endpoint(server.endpoint().toString()))) {
            assertThat(open.client().listTables().tableNames()).isEmpty();
        }
    }
}
