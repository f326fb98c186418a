package dev.tablewright.engine;

import dev.tablewright.engine.request.ReadResult;

import java.util.List;

/**
 * How one Query or Scan page ran, kept for explaining it: the entries read in order up to the
 * Limit ({@code candidates}), how many of them the page evaluated before it was cut
 * ({@code scanned}), which the filter kept, and the response built from them.
 */
record PageRun(IndexView view, List<IndexView.Entry> candidates, int scanned, List<IndexView.Entry> matched,
               boolean limitReached, boolean pageCut, ReadResult result) {
}
