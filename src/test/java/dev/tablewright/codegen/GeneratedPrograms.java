package dev.tablewright.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.testing.ExternalTools;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Runs a generated program as a person would: Java compiled in-process (with -Werror) and its main
 * run with the test's class path, Python with boto3, JavaScript with the SDK v3 under node, the
 * bash script with the AWS CLI and jq first on the PATH. A nonzero exit fails the test.
 */
final class GeneratedPrograms {
    private static final Duration TIMEOUT = Duration.ofSeconds(90);
    // the tools, found once (each probe starts a process)
    private static List<String> python;
    private static List<String> node;
    private static String cliPath;

    private GeneratedPrograms() {
    }

    /** Runs {@code code} in a folder of its own under {@code dir} with {@code args}; returns what it printed. */
    static String run(GeneratedCode code, List<String> args, Path dir) throws Exception {
        Files.createDirectories(dir);
        return switch (code.language()) {
            case JAVA -> javaOutput(code, args, dir);
            case PYTHON -> {
                if (python == null) {
                    python = ExternalTools.pythonWithBoto3();
                }
                yield output(code, args, dir, new ArrayList<>(python), ExternalTools.localEnvironment());
            }
            case JAVASCRIPT -> {
                if (node == null) {
                    node = ExternalTools.nodeWithSdk();
                }
                yield output(code, args, dir, new ArrayList<>(node), ExternalTools.localEnvironment());
            }
            case CLI -> {
                Map<String, String> env = new HashMap<>(ExternalTools.localEnvironment());
                env.put("PATH", cliPath());
                yield output(code, args, dir, new ArrayList<>(List.of("bash")), env);
            }
        };
    }

    /** The PATH with the AWS CLI and jq found first: the script calls `aws` and `jq` from it. */
    private static String cliPath() {
        if (cliPath == null) {
            String aws = ExternalTools.awsCli().get(0);
            String jq = ExternalTools.jq().get(0);
            String path = System.getenv().getOrDefault("PATH", "/usr/bin:/bin");
            for (String tool : List.of(jq, aws)) {
                if (tool.contains("/")) {
                    path = Path.of(tool).toAbsolutePath().getParent() + ":" + path;
                }
            }
            cliPath = path;
        }
        return cliPath;
    }

    private static String output(GeneratedCode code, List<String> args, Path dir, List<String> command,
                                 Map<String, String> env) throws Exception {
        Path file = Files.writeString(dir.resolve(code.fileName()), code.text());
        command.add(file.toString());
        command.addAll(args);
        ExternalTools.Result result = ExternalTools.run(command, env, dir, TIMEOUT);
        assertThat(result.exitCode()).as("%s exit code\n%s", code.language(), result.describe()).isZero();
        return result.stdout();
    }

    /** Runs the program's main in this JVM and returns what it printed. */
    private static String javaOutput(GeneratedCode code, List<String> args, Path dir) throws Exception {
        String className = code.fileName().replace(".java", "");
        ClassLoader program = compileJava(code, dir);
        PrintStream saved = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        try (PrintStream capture = new PrintStream(printed, true, StandardCharsets.UTF_8)) {
            System.setOut(capture);
            program.loadClass(className).getMethod("main", String[].class)
                    .invoke(null, (Object) args.toArray(new String[0]));
        } finally {
            System.setOut(saved);
        }
        return printed.toString(StandardCharsets.UTF_8);
    }

    /** Compiles the program against the test's own class path (which holds the AWS SDK). */
    private static ClassLoader compileJava(GeneratedCode code, Path dir) throws Exception {
        Path source = Files.writeString(dir.resolve(code.fileName()), code.text());
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        int exit = javac.run(null, errors, errors, "-d", dir.toString(), "-cp", GeneratedCodeSyntaxTest.sdkClassPath(),
                "-proc:none", "-Xlint:all,-path,-options,-processing", "-Werror", source.toString());
        assertThat(exit).as("javac of the generated Java:\n%s", errors.toString(StandardCharsets.UTF_8)).isZero();
        return new URLClassLoader(new URL[]{dir.toUri().toURL()}, GeneratedPrograms.class.getClassLoader());
    }
}
