package dev.tablewright.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * The programs outside the JVM that tests run generated artefacts with: the AWS CLI, Python 3 with
 * boto3, and Node.js with the AWS SDK for JavaScript v3. {@code .ci/run} installs them; on CI a
 * missing tool fails the test, elsewhere the test is skipped with a message saying how to install it.
 */
public final class ExternalTools {
    /** Where {@code .ci/run} installs {@code @aws-sdk/client-dynamodb} (git-ignored node_modules). */
    public static final Path NODE_SDK_DIR = Path.of(".ci", "node-sdk").toAbsolutePath();

    /** Where {@code .ci/run} installs the aws-cdk-lib, constructs and TypeScript that CDK apps are synthesized with. */
    public static final Path CDK_TS_DIR = Path.of(".ci", "cdk-ts").toAbsolutePath();

    private static final Duration PROBE_TIMEOUT = Duration.ofSeconds(60);

    private ExternalTools() {
    }

    /** True when running under CI, where every tool must be present. */
    public static boolean onCi() {
        String ci = System.getenv("CI");
        return ci != null && !ci.isBlank() && !ci.equalsIgnoreCase("false");
    }

    /** The AWS CLI command, preferring Debian's {@code /usr/bin/aws}; skips or fails when none runs. */
    public static List<String> awsCli() {
        for (String candidate : List.of("/usr/bin/aws", "aws")) {
            if (runs(List.of(candidate, "--version"), Map.of())) {
                return List.of(candidate);
            }
        }
        return missing("the AWS CLI", "apt-get install -y awscli");
    }

    /**
     * An AWS CLI whose create-table takes {@code parameter} (Debian's 2.9.19 predates OnDemandThroughput
     * and WarmThroughput, May 2024; a newer CLI on the PATH knows them); skips or fails when none does.
     */
    public static List<String> awsCliKnowing(String parameter) {
        for (String candidate : List.of("/usr/bin/aws", "aws")) {
            try {
                Result skeleton = run(new ArrayList<>(List.of(candidate, "dynamodb", "create-table",
                        "--generate-cli-skeleton", "input")), Map.of(), null, PROBE_TIMEOUT);
                if (skeleton.exitCode() == 0 && skeleton.stdout().contains("\"" + parameter + "\"")) {
                    return List.of(candidate);
                }
            } catch (IOException e) {
                // not this one
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        return missing("an AWS CLI whose create-table knows " + parameter, "pip install awscli, or a current AWS CLI v2");
    }

    /** A Python 3 that can import boto3, preferring Debian's {@code /usr/bin/python3}. */
    public static List<String> pythonWithBoto3() {
        for (String candidate : List.of("/usr/bin/python3", "python3")) {
            if (runs(List.of(candidate, "-c", "import boto3"), Map.of())) {
                return List.of(candidate);
            }
        }
        return missing("python3 with boto3", "apt-get install -y python3-boto3");
    }

    /** The node command, with {@link #NODE_SDK_DIR} holding {@code @aws-sdk/client-dynamodb}. */
    public static List<String> nodeWithSdk() {
        Path sdk = NODE_SDK_DIR.resolve("node_modules").resolve("@aws-sdk").resolve("client-dynamodb");
        if (!Files.isDirectory(sdk)) {
            // mvn verify runs npm ci there itself (exec-maven-plugin) when npm is on the PATH and online
            return missing("@aws-sdk/client-dynamodb in " + NODE_SDK_DIR, "put Node.js and npm on the PATH and run "
                    + "mvn verify online, which runs npm ci there, or run (cd .ci/node-sdk && npm ci) yourself");
        }
        if (!runs(List.of("node", "--version"), Map.of())) {
            return missing("Node.js", "apt-get install -y nodejs");
        }
        return List.of("node");
    }

    /** The node_modules of {@link #CDK_TS_DIR} (aws-cdk-lib, constructs, typescript), with Node.js on the PATH. */
    public static Path cdkNodeModules() {
        Path modules = CDK_TS_DIR.resolve("node_modules");
        if (!Files.isRegularFile(modules.resolve("aws-cdk-lib").resolve("package.json"))
                || !Files.isRegularFile(modules.resolve("typescript").resolve("bin").resolve("tsc"))) {
            return missing("aws-cdk-lib and typescript in " + CDK_TS_DIR, "put Node.js and npm on the PATH and run "
                    + "mvn verify online, which runs npm ci there, or run (cd .ci/cdk-ts && npm ci) yourself");
        }
        if (!runs(List.of("node", "--version"), Map.of())) {
            return missing("Node.js", "apt-get install -y nodejs");
        }
        return modules;
    }

    /** jq, which the generated AWS CLI scripts build requests and merge shards with. */
    public static List<String> jq() {
        for (String candidate : List.of("/usr/bin/jq", "jq")) {
            if (runs(List.of(candidate, "--version"), Map.of())) {
                return List.of(candidate);
            }
        }
        return missing("jq", "apt-get install -y jq");
    }

    /**
     * Environment for a tool talking to DynamoDB Local: a region and dummy keys (Local accepts any),
     * and no profile or config file of the user's.
     */
    public static Map<String, String> localEnvironment() {
        return Map.of(
                "AWS_ACCESS_KEY_ID", "local",
                "AWS_SECRET_ACCESS_KEY", "local",
                "AWS_REGION", "us-east-1",
                "AWS_DEFAULT_REGION", "us-east-1",
                "AWS_CONFIG_FILE", "/dev/null",
                "AWS_SHARED_CREDENTIALS_FILE", "/dev/null",
                "AWS_PAGER", "",
                "NODE_PATH", NODE_SDK_DIR.resolve("node_modules").toString());
    }

    /** Runs a command to completion and returns its exit code, standard output and error. */
    public static Result run(List<String> command, Map<String, String> env, Path workDir, Duration timeout)
            throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().putAll(env);
        if (workDir != null) {
            builder.directory(workDir.toFile());
        }
        Path out = Files.createTempFile("tablewright-tool", ".out");
        Path err = Files.createTempFile("tablewright-tool", ".err");
        try {
            builder.redirectOutput(out.toFile()).redirectError(err.toFile());
            Process process = builder.start();
            if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly().waitFor();
                throw new IOException("timed out after " + timeout.toSeconds() + " s: " + String.join(" ", command));
            }
            return new Result(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    /** What a finished process printed. */
    public record Result(int exitCode, String stdout, String stderr) {
        /** Both streams, for an assertion message. */
        public String describe() {
            return "exit " + exitCode + "\n--- stdout\n" + stdout + "\n--- stderr\n" + stderr;
        }
    }

    private static boolean runs(List<String> command, Map<String, String> env) {
        try {
            return run(new ArrayList<>(command), env, null, PROBE_TIMEOUT).exitCode() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private static <T> T missing(String what, String install) {
        String message = what + " is not installed here (" + install + "; .ci/run does this on CI)";
        if (onCi()) {
            throw new AssertionError(message);
        }
        Assumptions.abort("skipped: " + message);
        return null;
    }

    /** The first line of a tool's version, for logs. */
    public static Optional<String> version(List<String> command) {
        try {
            Result result = run(command, Map.of(), null, PROBE_TIMEOUT);
            String text = (result.stdout() + result.stderr()).strip();
            return text.isEmpty() ? Optional.empty() : Optional.of(text.lines().findFirst().orElse(text));
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }
}
