package dev.tablewright.ui.run;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import dev.tablewright.model.NameMapping;
import dev.tablewright.model.Table;
import dev.tablewright.patterns.PatternVerdict;
import java.util.List;
import java.util.Optional;

/**
 * A saved connection's name mapping and the live tables it maps to: the app wires the connection
 * store and DescribeTable (dynamo package); tests their own. Every method but the mapping's load
 * and save talks to the connection, so callers run them off the FX thread.
 */
public interface MappingService {
    /** Whether the target's tables are live ones a mapping applies to (not the embedded Local, which deploys the model). */
    boolean mappable(RunTarget target);

    NameMapping load(RunTarget target) throws Exception;

    void save(RunTarget target, NameMapping mapping) throws Exception;

    /** The table names on the target's connection. */
    List<String> liveTables(RunTarget target);

    /** A live table's keys, indexes and projections, or empty when the connection has no such table. */
    Optional<Table> describe(RunTarget target, String liveTable);

    /** Whether the target's live tables can answer the pattern through its saved mapping. */
    PatternVerdict check(RunTarget target, Model model, AccessPattern pattern);
}
