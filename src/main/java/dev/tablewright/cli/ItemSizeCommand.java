package dev.tablewright.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.engine.CapacityUnits;
import dev.tablewright.engine.ItemSize;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.model.Item;
import dev.tablewright.validate.Finding;
import dev.tablewright.validate.ModelValidator;
import dev.tablewright.validate.Severity;
import java.io.PrintWriter;
import java.nio.file.Path;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code itemsize}: an item's size as DynamoDB counts it, and what reading or writing it costs. */
@Command(name = "itemsize", mixinStandardHelpOptions = true,
        description = "Size in bytes of DynamoDB JSON items, and the write and read units they cost.")
public final class ItemSizeCommand extends Verb {
    static final class Source {
        @Option(names = "--item", paramLabel = "JSON", description = "one item in DynamoDB JSON") String item;
        @Option(names = "--items", paramLabel = "FILE.jsonl", description = "items in DynamoDB JSON, one per line")
        Path items;
    }

    @ArgGroup(exclusive = true, multiplicity = "1")
    Source source;

    @Option(names = "--json", description = "print JSON lines, one per item") boolean json;

    @Override
    public Integer call() throws Exception {
        // every item is read and checked before anything is printed, so a refused item gets its line alone;
        // a file is read twice, a line at a time, rather than held: memory holds one item whatever its size
        forEachItem(item -> { });
        PrintWriter out = spec.commandLine().getOut();
        ObjectMapper mapper = new ObjectMapper();
        if (!json) {
            out.printf("%10s %5s %12s %14s%n", "bytes", "WCU", "RCU strong", "RCU eventual");
        }
        forEachItem(item -> {
            long size = ItemSize.of(item);
            long wcu = CapacityUnits.writeBlocks(size);
            double strong = CapacityUnits.getItem(size, CapacityUnits.ReadKind.STRONG);
            double eventual = CapacityUnits.getItem(size, CapacityUnits.ReadKind.EVENTUAL);
            if (json) {
                ObjectNode n = mapper.createObjectNode();
                n.put("bytes", size).put("wcu", wcu).put("rcuStrong", strong).put("rcuEventual", eventual);
                out.println(mapper.writeValueAsString(n));
            } else {
                out.printf("%10d %5d %12s %14s%n", size, wcu, strong, eventual);
            }
        });
        out.flush();
        return TablewrightCommand.OK;
    }

    /** What is done with each item, once it is read and DynamoDB would take it. */
    @FunctionalInterface
    private interface ItemAction {
        void accept(Item item) throws Exception;
    }

    /** The --item, or each non-blank line of --items, read and checked; a refused one is one line naming where. */
    private void forEachItem(ItemAction action) throws Exception {
        if (source.item != null) {
            action.accept(checked(source.item, "--item"));
            return;
        }
        UserTextFiles.eachLine(source.items, (number, line) -> {
            if (!line.isBlank()) {
                action.accept(checked(line, source.items + ":" + number));
            }
        });
    }

    private static Item checked(String line, String where) {
        Item item;
        try {
            item = DynamoJson.parseItem(line);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(where + ": " + e.getMessage());
        }
        // DynamoDB refuses such an item whatever its size: say why instead of sizing it
        for (Finding problem : ModelValidator.checkItem(item)) {
            if (problem.severity() == Severity.ERROR) {
                throw new IllegalArgumentException(where + ": " + (problem.path().isEmpty() ? "" : problem.path()
                        + ": ") + problem.message());
            }
        }
        return item;
    }
}
