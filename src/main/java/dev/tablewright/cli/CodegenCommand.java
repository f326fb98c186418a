package dev.tablewright.cli;

import dev.tablewright.codegen.CodeGenerator;
import dev.tablewright.codegen.CodeLanguage;
import dev.tablewright.codegen.GeneratedCode;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code codegen MODEL PATTERN --lang L}: an access pattern as Java, Python, JavaScript or an AWS CLI script. */
@Command(name = "codegen", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Write an access pattern as code: Java (AWS SDK v2 DynamoDbClient), Python (boto3), "
                + "JavaScript (AWS SDK v3) or a bash script over the AWS CLI and jq.",
                "Parameters become the function's arguments; a write-sharded pattern reads its shards in parallel "
                        + "and merges them in sort key order. The program prints the items as DynamoDB JSON, "
                        + "one per line, and takes --endpoint-url for DynamoDB Local."})
public final class CodegenCommand extends Verb {
    private static final Set<PosixFilePermission> EXECUTABLE = EnumSet.of(PosixFilePermission.OWNER_READ,
            PosixFilePermission.OWNER_WRITE, PosixFilePermission.OWNER_EXECUTE, PosixFilePermission.GROUP_READ,
            PosixFilePermission.GROUP_EXECUTE, PosixFilePermission.OTHERS_READ, PosixFilePermission.OTHERS_EXECUTE);

    @Mixin
    ModelFile model;

    @Parameters(index = "1", paramLabel = "PATTERN", description = "an access pattern's name or number (1 = the first)")
    String pattern;

    @Option(names = "--lang", required = true, paramLabel = "LANG",
            description = "java | python | javascript | cli")
    String language;

    @Option(names = "--param", paramLabel = "NAME=VALUE",
            description = "a parameter's default value in the code (else the pattern's own default)")
    Map<String, String> params = new LinkedHashMap<>();

    @Option(names = "--out", paramLabel = "FILE", description = "write the code here (default: print it)") Path out;

    @Mixin // its own, not FileWritingVerb's: codegen lists its options in order, and --force comes after --out
    OutputFileOption output;

    @Override
    public Integer call() throws Exception {
        CodeLanguage chosen = CodeLanguage.fromName(language);
        if (chosen == null) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--lang '" + language + "' is not one of java, python, javascript, cli");
        }
        output.refuseOverwrite(spec, out);
        Model loaded = model.readValid("nothing was written");
        AccessPattern found = QueryCommand.findPattern(model.path(), loaded, pattern);
        GeneratedCode code = CodeGenerator.generate(loaded, found, params, chosen, model.path().getFileName().toString());
        PrintWriter stdout = spec.commandLine().getOut();
        if (out == null || out.toString().equals("-")) {
            stdout.print(code.text());
        } else {
            write(code);
            stdout.println("wrote " + out + " (" + chosen.displayName() + ", " + code.text().lines().count()
                    + " lines; the class or script expects the name " + code.fileName() + ")");
        }
        stdout.flush();
        return TablewrightCommand.OK;
    }

    private void write(GeneratedCode code) throws IOException {
        OutputFileOption.write(out, code.text());
        if (code.language() != CodeLanguage.JAVA && Files.getFileStore(out).supportsFileAttributeView("posix")) {
            Files.setPosixFilePermissions(out, EXECUTABLE);
        }
    }
}
