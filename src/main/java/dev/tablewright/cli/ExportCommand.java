package dev.tablewright.cli;

import dev.tablewright.formats.export.CdkExporter;
import dev.tablewright.formats.export.CliInputExporter;
import dev.tablewright.formats.export.SettingsExport;
import dev.tablewright.formats.export.CloudFormationExporter;
import dev.tablewright.formats.export.ExportFormat;
import dev.tablewright.formats.export.McpDataModelExporter;
import dev.tablewright.formats.export.S3ImportSource;
import dev.tablewright.codegen.CliCommandLine;
import dev.tablewright.formats.export.TerraformExporter;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** {@code export MODEL --format F [--table T] [--out FILE]}: the model's table definitions as infrastructure code. */
@Command(name = "export", mixinStandardHelpOptions = true,
        description = {"Export the model's table definitions: a CloudFormation template (YAML or JSON), "
                + "Terraform, or input for 'aws dynamodb create-table --cli-input-json'.",
                "cli: one JSON document per table; with several tables, --out names a folder that "
                        + "gets TABLE.json for each (or pick one table with --table).",
                "cdk-typescript, cdk-java: an AWS CDK app in the folder --out names (docs/cdk.md)."})
public final class ExportCommand extends FileWritingVerb {
    @Mixin
    ModelFile model;

    @Option(names = "--format", required = true, paramLabel = "F", description = "cloudformation, "
            + "cloudformation-json, terraform, cli, mcp-data-model, cdk-typescript or cdk-java") String format;

    @Option(names = "--table", paramLabel = "T", description = "export only this table") String table;
    @Option(names = "--out", paramLabel = "FILE",
            description = "where to write (default: standard output); a folder for cli with several tables, and for cdk-*")
    Path out;

    @Option(names = "--import-source", paramLabel = "s3://BUCKET/PREFIX",
            description = "with cloudformation or cloudformation-json: create each table from the items under this S3 "
                    + "prefix (written by generate --format s3-import), through its ImportSourceSpecification")
    String importSource;

    @Option(names = "--removal-policy", paramLabel = "P", defaultValue = "retain",
            description = "with cdk-*: what happens to the tables when the stack is deleted: retain (CDK's default), "
                    + "destroy or snapshot")
    String removalPolicy;

    @Option(names = "--with-items", description = "with cdk-*: write the model's items once each table exists "
            + "(custom resources calling BatchWriteItem; at most " + CdkExporter.MAX_ITEMS + " items)")
    boolean withItems;

    @Override
    public Integer call() throws Exception {
        ExportFormat chosen = ExportFormat.fromCode(format);
        if (chosen == null) {
            throw new ParameterException(spec.commandLine(), "--format must be one of cloudformation, "
                    + "cloudformation-json, terraform, cli, mcp-data-model, cdk-typescript, cdk-java; was '" + format + "'");
        }
        boolean cdk = chosen == ExportFormat.CDK_TYPESCRIPT || chosen == ExportFormat.CDK_JAVA;
        CdkExporter.Options cdkOptions = cdk ? cdkOptions() : null;
        for (String cdkOnly : List.of("--with-items", "--removal-policy")) {
            if (!cdk && spec.commandLine().getParseResult().hasMatchedOption(cdkOnly)) {
                throw new ParameterException(spec.commandLine(), cdkOnly + " is for cdk-typescript and cdk-java, not "
                        + chosen.code());
            }
        }
        S3ImportSource source = null;
        if (importSource != null) {
            if (chosen != ExportFormat.CLOUDFORMATION && chosen != ExportFormat.CLOUDFORMATION_JSON) {
                throw new ParameterException(spec.commandLine(), "--import-source is for cloudformation and "
                        + "cloudformation-json, not " + chosen.code());
            }
            try {
                source = S3ImportSource.parse(importSource);
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), "--import-source: " + e.getMessage());
            }
        }
        Model loaded = model.readValid("nothing was written");
        if (table != null) {
            Model whole = loaded;
            Table only = whole.findTable(table).orElseThrow(() -> new IllegalArgumentException(
                    model + ": no table '" + table + "'; the model has " + names(whole.tables())));
            loaded = loaded.withTables(List.of(only));
        }
        if (loaded.tables().isEmpty()) {
            throw new IllegalArgumentException(model + ": the model has no tables to export");
        }
        if (cdk) {
            CdkOutput.write(spec, output, out, CdkExporter.write(loaded, chosen, cdkOptions));
            return TablewrightCommand.OK;
        }
        if (chosen == ExportFormat.CLI && (loaded.tables().size() > 1 || (out != null && Files.isDirectory(out)))) {
            return writeFolder(loaded);
        }
        String text = switch (chosen) {
            case CLOUDFORMATION -> source == null ? CloudFormationExporter.toYaml(loaded)
                    : CloudFormationExporter.toYaml(loaded, source);
            case CLOUDFORMATION_JSON -> source == null ? CloudFormationExporter.toJson(loaded)
                    : CloudFormationExporter.toJson(loaded, source);
            case TERRAFORM -> TerraformExporter.toHcl(loaded);
            case CLI -> CliInputExporter.toJson(loaded.tables().get(0));
            case MCP_DATA_MODEL -> mcpDataModel(loaded);
            case CDK_TYPESCRIPT, CDK_JAVA -> throw new IllegalStateException("written above");
        };
        output.refuseOverwrite(spec, out);
        if (chosen == ExportFormat.CLI) {
            noteFollowUps(loaded.tables().get(0));
        }
        if (out == null) {
            spec.commandLine().getOut().print(text);
            spec.commandLine().getOut().flush();
            return TablewrightCommand.OK;
        }
        write(out, text);
        spec.commandLine().getOut().printf("%s: %d tables as %s%n", out, loaded.tables().size(), chosen.code());
        spec.commandLine().getOut().flush();
        return TablewrightCommand.OK;
    }

    private CdkExporter.Options cdkOptions() {
        try {
            return new CdkExporter.Options(CdkExporter.RemovalPolicy.valueOf(removalPolicy.toUpperCase(Locale.ROOT)),
                    withItems);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--removal-policy must be retain, destroy or snapshot; was '"
                    + removalPolicy + "'");
        }
    }

    /** The MCP file, each pattern's command from codegen; what the format cannot hold is printed on standard error. */
    private String mcpDataModel(Model loaded) {
        McpDataModelExporter.Result result = McpDataModelExporter.write(loaded, p -> CliCommandLine.of(loaded, p));
        result.leftOut().forEach(line -> spec.commandLine().getErr().println("left out: " + line));
        spec.commandLine().getErr().flush();
        return result.json();
    }

    private int writeFolder(Model loaded) throws IOException {
        if (out == null) {
            throw new ParameterException(spec.commandLine(), "the model has " + loaded.tables().size()
                    + " tables (" + names(loaded.tables()) + "): name a folder with --out, or one table with --table");
        }
        if (Files.exists(out) && !Files.isDirectory(out)) {
            throw new ParameterException(spec.commandLine(), out + " is a file; with several tables --out names a folder");
        }
        for (Table t : loaded.tables()) {
            output.refuseOverwrite(spec, out.resolve(t.name() + ".json"));
        }
        Files.createDirectories(out);
        for (Table t : loaded.tables()) {
            Path file = out.resolve(t.name() + ".json");
            write(file, CliInputExporter.toJson(t));
            spec.commandLine().getOut().println(file);
            noteFollowUps(t);
        }
        spec.commandLine().getOut().flush();
        return TablewrightCommand.OK;
    }

    /** CreateTable cannot set TTL or PITR: the commands that do, on standard error so the JSON stays clean. */
    private void noteFollowUps(Table t) {
        List<String> commands = SettingsExport.followUpCommands(t);
        if (!commands.isEmpty()) {
            var err = spec.commandLine().getErr();
            err.println("note: create-table cannot set TTL or point-in-time recovery of " + t.name()
                    + "; once the table is ACTIVE, run:");
            commands.forEach(c -> err.println("  " + c));
            err.flush();
        }
    }

    private static void write(Path file, String text) throws IOException {
        OutputFileOption.write(file, text);
    }

    private static String names(List<Table> tables) {
        return String.join(", ", tables.stream().map(Table::name).toList());
    }
}
