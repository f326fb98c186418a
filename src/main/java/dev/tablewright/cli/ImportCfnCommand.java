package dev.tablewright.cli;

import dev.tablewright.formats.imports.CloudFormationImporter;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code import-cfn TEMPLATE --out MODEL}: a CloudFormation template's DynamoDB tables as a new model. */
@Command(name = "import-cfn", mixinStandardHelpOptions = true,
        description = "Read the DynamoDB tables of a CloudFormation template (YAML or JSON) into a new model file: "
                + "keys, attribute definitions, GSIs, LSIs, projections, billing, throughput and auto scaling.")
public final class ImportCfnCommand extends FileWritingVerb {
    @Parameters(index = "0", paramLabel = "TEMPLATE", description = "the CloudFormation template") Path template;
    @Option(names = "--out", required = true, paramLabel = "MODEL", description = "the model file to write") Path out;

    @Override
    public Integer call() throws Exception {
        output.refuseOverwrite(spec, out);
        Model model = CloudFormationImporter.read(template);
        OutputFileOption.write(out, ModelFiles.toJson(model));
        for (Table t : model.tables()) {
            spec.commandLine().getOut().printf("%s: %d GSIs, %d LSIs, %s%n", t.name(), t.globalSecondaryIndexes().size(),
                    t.localSecondaryIndexes().size(), t.effectiveBillingMode());
        }
        spec.commandLine().getOut().printf("wrote %d tables to %s%n", model.tables().size(), out);
        spec.commandLine().getOut().flush();
        return TablewrightCommand.OK;
    }
}
