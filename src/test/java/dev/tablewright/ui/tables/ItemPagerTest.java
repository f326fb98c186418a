package dev.tablewright.ui.tables;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.dynamo.live.ItemPage;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.ui.common.TaskExecutor;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ItemPagerTest {
    /** A table of {@code size} items read {@code pageSize} at a time; counts the requests. */
    private static class Numbers implements ItemPager.Source {
        final int size;
        final int pageSize;
        final int keepEvery;
        int requests;

        Numbers(int size, int pageSize, int keepEvery) {
            this.size = size;
            this.pageSize = pageSize;
            this.keepEvery = keepEvery;
        }

        @Override
        public ItemPage fetch(Object cursor) {
            requests++;
            int from = cursor == null ? 0 : Integer.parseInt(((AttributeValue.N) ((Map<?, ?>) cursor).get("n")).value()) + 1;
            List<Item> items = new ArrayList<>();
            int to = Math.min(size, from + pageSize);
            for (int i = from; i < to; i++) {
                if (i % keepEvery == 0) {
                    items.add(Item.of(Map.of("n", AttributeValue.n(Integer.toString(i)))));
                }
            }
            Object next = to >= size ? null : Map.of("n", AttributeValue.n(Integer.toString(to - 1)));
            return new ItemPage(items, to - from, next);
        }
    }

    @Test
    void start_whenTableIsLarge_readsOnlyTheFirstPage() {
        ItemPager pager = new ItemPager(TaskExecutor.sameThread(), 3, 10);
        Numbers source = new Numbers(1_000, 10, 1);

        pager.start(source);

        assertThat(pager.rows()).hasSize(10);
        assertThat(source.requests).isEqualTo(1);
        assertThat(pager.completeProperty().get()).isFalse();
    }

    @Test
    void rowShown_whenNearTheEnd_readsTheNextPageAndKeepsOnlyTheWindow() {
        ItemPager pager = new ItemPager(TaskExecutor.sameThread(), 3, 10);
        Numbers source = new Numbers(1_000, 10, 1);
        pager.start(source);

        while (!pager.completeProperty().get()) {
            pager.rowShown(pager.rows().size() - 1);
        }

        assertThat(pager.rows()).hasSize(1_000);
        assertThat(pager.pageCount()).isEqualTo(100);
        assertThat(pager.keptPageCount()).as("only the window of pages stays in memory").isEqualTo(3);
        assertThat(pager.rows().get(999).get("n")).isEqualTo(AttributeValue.n("999"));
        assertThat(pager.rows().get(0)).as("the first page was let go").isNull();
    }

    @Test
    void rowShown_whenItsPageWasLetGo_readsThatPageAgain() {
        ItemPager pager = new ItemPager(TaskExecutor.sameThread(), 2, 10);
        Numbers source = new Numbers(100, 10, 1);
        pager.start(source);
        while (!pager.completeProperty().get()) {
            pager.rowShown(pager.rows().size() - 1);
        }

        pager.rowShown(15);

        assertThat(pager.rows().get(15).get("n")).isEqualTo(AttributeValue.n("15"));
        assertThat(pager.keptPageCount()).isEqualTo(2);
    }

    @Test
    void start_whenAFilterLeavesRequestsSparse_gathersRequestsUntilAPageIsFull() {
        ItemPager pager = new ItemPager(TaskExecutor.sameThread(), 3, 10);
        Numbers source = new Numbers(1_000, 10, 7); // one item in seven passes the "filter"

        pager.start(source);

        assertThat(pager.rows()).hasSize(10);
        assertThat(pager.scannedProperty().get()).isEqualTo(70);
    }

    @Test
    void cancel_whenAScanIsRunning_stopsAfterTheCurrentRequest() {
        ItemPager pager = new ItemPager(TaskExecutor.sameThread(), 3, 10);
        int[] calls = {0};
        Numbers endless = new Numbers(1_000_000, 10, 1_000_000) {
            @Override
            public ItemPage fetch(Object cursor) {
                if (++calls[0] == 5) {
                    pager.cancel();
                }
                return super.fetch(cursor);
            }
        };

        pager.start(endless);

        assertThat(calls[0]).isEqualTo(5);
        assertThat(pager.completeProperty().get()).isTrue();
    }

    @Test
    void start_whenAnOlderReadAnswersLate_dropsIt() {
        List<Runnable> pending = new ArrayList<>();
        TaskExecutor deferred = new TaskExecutor() {
            @Override
            public <T> void submit(String name, java.util.concurrent.Callable<T> work,
                                   java.util.function.Consumer<T> onSuccess, java.util.function.Consumer<Throwable> onError) {
                pending.add(() -> {
                    try {
                        onSuccess.accept(work.call());
                    } catch (Exception e) {
                        onError.accept(e);
                    }
                });
            }

            @Override
            public void onUi(Runnable update) {
                update.run();
            }

            @Override
            public Scheduled schedule(String name, java.time.Duration delay, Runnable work) {
                return () -> { };
            }
        };
        ItemPager pager = new ItemPager(deferred, 3, 10);
        pager.start(new Numbers(100, 10, 1));
        pager.start(new Numbers(5, 10, 1));

        pending.get(1).run();
        pending.get(0).run();

        assertThat(pager.rows()).as("only the latest source's page").hasSize(5);
    }
}
