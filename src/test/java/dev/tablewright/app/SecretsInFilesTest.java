package dev.tablewright.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.cli.TablewrightCommand;
import dev.tablewright.dynamo.CancelToken;
import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.ConnectionCheck;
import dev.tablewright.dynamo.ConnectionStore;
import dev.tablewright.dynamo.Deployer;
import dev.tablewright.dynamo.DeployListener;
import dev.tablewright.dynamo.DynamoClients;
import dev.tablewright.dynamo.DynamoErrors;
import dev.tablewright.dynamo.DynamoException;
import dev.tablewright.dynamo.ExistingTables;
import dev.tablewright.dynamo.LocalDynamoServer;
import dev.tablewright.dynamo.OpenConnection;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.Model;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.logging.FileHandler;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/**
 * A profile with an access key, a secret key and a session token, found the way users have it
 * (AWS config and credentials files named by the SDK's {@code aws.configFile} and
 * {@code aws.sharedCredentialsFile} properties), is used through every writer Tablewright has:
 * connections, settings, a saved model, the log (java.util.logging to a file at level ALL), the
 * command line's output, and the messages of a connection test, a deploy that works and deploys
 * that fail. Then every file written is searched for the three secrets, as written and encoded.
 */
class SecretsInFilesTest {
    private static final String KEY_ID = "ASIAFAKEKEYID4SECRET";
    private static final String SECRET = "wJalrFakeSecret/Key+ForTablewright0123456";
    private static final String TOKEN = "IQoJb3JpZ2luX2VjFakeSessionToken//Tablewright+Test==";

    @TempDir
    Path aws;
    @TempDir
    Path written;

    @Test
    void everyWriter_whenAProfileWithSecretsIsUsed_writesNoSecretAnywhere() throws Exception {
        Files.writeString(aws.resolve("config"), """
                [profile leaky]
                region = eu-west-1
                """);
        Files.writeString(aws.resolve("credentials"), """
                [leaky]
                aws_access_key_id = %s
                aws_secret_access_key = %s
                aws_session_token = %s
                """.formatted(KEY_ID, SECRET, TOKEN));
        Path home = Files.createDirectories(written.resolve("home"));
        Path logFile = written.resolve("logs/tablewright.log");
        Files.createDirectories(logFile.getParent());
        List<String> messages = new ArrayList<>();

        String[] keys = {"aws.configFile", "aws.sharedCredentialsFile", "tablewright.home"};
        String[] saved = new String[keys.length];
        for (int i = 0; i < keys.length; i++) {
            saved[i] = System.getProperty(keys[i]);
        }
        System.setProperty("aws.configFile", aws.resolve("config").toString());
        System.setProperty("aws.sharedCredentialsFile", aws.resolve("credentials").toString());
        System.setProperty("tablewright.home", home.toString());
        Logger root = Logger.getLogger("");
        Level rootLevel = root.getLevel();
        FileHandler log = new FileHandler(logFile.toString());
        log.setLevel(Level.ALL);
        log.setFormatter(new SimpleFormatter());
        root.addHandler(log);
        root.setLevel(Level.ALL);
        try (LocalDynamoServer server = LocalDynamoServer.start(0, null)) {
            Connection profile = new Connection.AwsProfile("leaky", null, server.endpoint());
            Connection endpoint = new Connection.Endpoint(server.endpoint(), "eu-west-1", "leaky");
            Connection unreachable = new Connection.Endpoint(URI.create("http://127.0.0.1:1"), "eu-west-1", "leaky");

            DynamoConnectionService connections = new DynamoConnectionService(ConnectionStore.inConfigDir());
            connections.save("leaky profile", profile);
            connections.save("leaky endpoint", endpoint);
            ConnectionCheck good = connections.test(profile);
            ConnectionCheck bad = connections.test(unreachable);
            messages.add(good.message());
            messages.add(bad.message());
            assertThat(good.ok()).as(good.message()).isTrue();
            assertThat(bad.ok()).isFalse();

            Model model = ModelFiles.read(Path.of("models", "gaming.json")).model();
            try (OpenConnection open = DynamoClients.open(profile)) {
                new Deployer(open).deploy(model, ExistingTables.REFUSE, DeployListener.NONE, CancelToken.create());
                try {
                    new Deployer(open).deploy(model, ExistingTables.REFUSE, DeployListener.NONE, CancelToken.create());
                } catch (DynamoException e) {
                    messages.add(e.getMessage());
                    Logger.getLogger("dev.tablewright.app").log(Level.SEVERE, "deploy refused", e);
                }
            }
            try (OpenConnection open = DynamoClients.open(unreachable)) {
                new Deployer(open).deploy(model, ExistingTables.REFUSE, DeployListener.NONE, CancelToken.create());
            } catch (DynamoException e) {
                messages.add(e.getMessage());
                Logger.getLogger("dev.tablewright.app").log(Level.SEVERE, "deploy failed", e);
            }
            // an error whose text carries the signing details, as a signature mismatch can
            AwsServiceException signature = DynamoDbException.builder()
                    .awsErrorDetails(AwsErrorDetails.builder().errorCode("SignatureDoesNotMatch")
                            .errorMessage("The request signature we calculated does not match. Credential="
                                    + KEY_ID + "/20261123/eu-west-1/dynamodb/aws4_request").build())
                    .statusCode(400).build();
            messages.add(DynamoErrors.describe(signature, endpoint, "ListTables"));

            messages.add(cli(written.resolve("cli-deploy.txt"), "deploy", "models/hr-oe.json", "--endpoint",
                    server.endpoint().toString(), "--profile", "leaky"));
            messages.add(cli(written.resolve("cli-query.txt"), "query", "models/hr-oe.json", "1", "--profile",
                    "leaky", "--endpoint", "http://127.0.0.1:1", "--region", "eu-west-1"));

            Settings settings = new Settings(home.resolve("settings.properties"));
            Path modelFile = written.resolve("models/gaming.json");
            ModelFiles.write(model, modelFile);
            ModelFiles.write(model, modelFile);
            settings.modelOpened(modelFile);
            settings.dark(true);
            settings.windowSize(1400, 900);

            messages.forEach(m -> Logger.getLogger("dev.tablewright.app").warning(m));
            Files.write(written.resolve("messages.txt"), messages);
        } finally {
            root.removeHandler(log);
            log.close();
            root.setLevel(rootLevel);
            for (int i = 0; i < keys.length; i++) {
                if (saved[i] == null) {
                    System.clearProperty(keys[i]);
                } else {
                    System.setProperty(keys[i], saved[i]);
                }
            }
        }

        List<Path> files;
        try (Stream<Path> walk = Files.walk(written)) {
            files = walk.filter(Files::isRegularFile).toList();
        }
        assertThat(files).as("files written").extracting(f -> f.getFileName().toString())
                .contains("connections.json", "settings.properties", "gaming.json", "gaming.json.bak",
                        "tablewright.log", "messages.txt", "cli-deploy.txt", "cli-query.txt");
        assertThat(Files.readString(logFile)).as("the log has the failures").contains("deploy failed");
        assertThat(messages).as("the messages name the profile").anyMatch(m -> m.contains("profile leaky"));
        for (Path file : files) {
            String text = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
            for (String secret : List.of(KEY_ID, SECRET, TOKEN)) {
                for (String form : List.of(secret, URLEncoder.encode(secret, StandardCharsets.UTF_8),
                        Base64.getEncoder().encodeToString(secret.getBytes(StandardCharsets.UTF_8)))) {
                    assertThat(text).as("%s must not hold a secret", written.relativize(file)).doesNotContain(form);
                }
            }
        }
    }

    /** Runs a verb, keeping its output and errors in a file; returns the errors. */
    private static String cli(Path file, String... args) throws IOException {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = TablewrightCommand.create();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int code = cli.execute(args);
        Files.writeString(file, "exit " + code + "\n" + out + "\n" + err);
        return err.toString();
    }
}
