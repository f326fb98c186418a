package dev.tablewright.cli;

import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.Model;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code convert MODEL --out FILE}: rewrites any supported model file as format 3.0 with the extension block. */
@Command(name = "convert", mixinStandardHelpOptions = true,
        description = "Rewrite a model (NoSQL Workbench 1.0, 2.0 or 3.0) as format 3.0 with Tablewright's extension block.")
public final class ConvertCommand extends FileWritingVerb {
    @Parameters(index = "0", paramLabel = "MODEL", description = "the model file to read") Path model;
    @Option(names = "--out", required = true, paramLabel = "FILE", description = "where to write the converted model")
    Path out;

    @Override
    public Integer call() throws Exception {
        output.refuseOverwrite(spec, out);
        Model loaded = ModelFiles.read(model).model();
        OutputFileOption.write(out, ModelFiles.toJson(loaded));
        spec.commandLine().getOut().printf("%s: %d tables, %d access patterns written as format 3.0%n",
                out, loaded.tables().size(), loaded.accessPatterns().size());
        return TablewrightCommand.OK;
    }
}
