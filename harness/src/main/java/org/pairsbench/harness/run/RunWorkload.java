package org.pairsbench.harness.run;

import java.nio.file.Path;
import org.pairsbench.datagen.DatagenParameters;

/**
 * A recorded run's workload as its command line named it: what a published result must carry to be checked.
 *
 * @param parameters     the stream's generation parameters (a data set's own, from its manifest, for tick files)
 * @param ticks          the tick files or data set folder replayed; null for a stream generated in process
 * @param strategiesFile the strategies file given; null for the standard strategies, generated
 * @param workload       the workload itself, as the run drove it
 */
public record RunWorkload(DatagenParameters parameters, Path ticks, Path strategiesFile, Workload workload) {
}
