package dev.tablewright.cli;

import dev.tablewright.formats.LoadedModel;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.formats.imports.ImportFormat;
import dev.tablewright.formats.imports.ImportedModel;
import dev.tablewright.formats.imports.ModelImports;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

/**
 * {@code import FILE --out MODEL [--format F]}: another tool's design as a new model, its format
 * recognised from what the file holds ({@link ModelImports}) and said, or forced with {@code --format}.
 */
@Command(name = "import", mixinStandardHelpOptions = true,
        description = "Read another tool's design into a new model file: a NoSQL Workbench model, a CloudFormation "
                + "or SAM template (YAML or JSON), a DynamoDB MCP server dynamodb_data_model.json (tables, items "
                + "and access patterns) or code-generation schema.json (with the usage_data.json beside it), a OneTable schema or Terraform HCL (aws_dynamodb_table). The format is recognised from the file's content and printed.")
public final class ImportCommand extends FileWritingVerb {
    @Parameters(index = "0", paramLabel = "FILE", description = "the file to import") Path file;
    @Option(names = "--out", required = true, paramLabel = "MODEL", description = "the model file to write") Path out;
    @Option(names = "--format", paramLabel = "F",
            description = "read the file as this format, whatever it looks like: workbench, cloudformation, mcp-data-model, mcp-schema, onetable, terraform")
    String format;

    @Override
    public Integer call() throws Exception {
        ImportFormat forced = null;
        if (format != null) {
            forced = ImportFormat.fromCliName(format);
            if (forced == null) {
                throw new ParameterException(spec.commandLine(), "--format: '" + format + "' is not one of "
                        + ImportFormat.cliNames());
            }
        }
        output.refuseOverwrite(spec, out);
        ImportedModel imported = forced == null ? ModelImports.read(file) : ModelImports.read(file, forced);
        Model model = imported.model();
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        stdout.printf("read %s as %s%n", file, imported.format().description());
        ValidationGate.requireValid(file, new LoadedModel(model, file, Map.of()), err);
        OutputFileOption.write(out, ModelFiles.toJson(model));
        for (Table t : model.tables()) {
            stdout.printf("%s: %d GSIs, %d LSIs, %d items, %s%n", t.name(), t.globalSecondaryIndexes().size(),
                    t.localSecondaryIndexes().size(), t.allItems().size(), t.effectiveBillingMode());
        }
        imported.leftOut().forEach(line -> err.println("left out: " + line));
        stdout.printf("wrote %d tables and %d access patterns to %s%n", model.tables().size(),
                model.accessPatterns().size(), out);
        stdout.flush();
        err.flush();
        return TablewrightCommand.OK;
    }
}
