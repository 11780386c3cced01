-- Pairs 1.0 on Apache Flink, the SQL part: every symbol's trades per aligned 5-second bucket.
--
-- Input: the view Ticks (symbol STRING, price INT, tickTS BIGINT, rowtime TIMESTAMP_LTZ(3)), rowtime = tickTS as an
-- event-time attribute whose watermark is the source's: tickTS - 1 after every tick. A tumbling event-time window
-- is aligned to 0 (the session time zone is UTC) and fires when the watermark reaches its end - 1, that is at the
-- first tick of ANY symbol with tickTS at or past its end: the Pairs trigger (spec 5.1). The trigger itself belongs
-- to the next bucket. A bucket in which a symbol did not trade gives no row for it.
--
-- Every period length is a multiple of 5 s (spec 4.2), so a period is a run of these buckets; the DataStream part
-- of the job adds a strategy's buckets up into its periods (translators/flink/README.md says why that part is not
-- SQL). One statement for every workload: it does not grow with the strategies or their period lengths.
--
-- priceSum is the exact 64-bit sum of the integer prices, ticks their count (spec 5.1, E3), lastPrice the price
-- of the symbol's last trade in the bucket (arrival order, which is tickTS order: one source, ordered by key).
SELECT
  symbol,
  window_end AS bucketEnd,
  SUM(CAST(price AS BIGINT)) AS priceSum,
  COUNT(*) AS ticks,
  LAST_VALUE(price) AS lastPrice
FROM TABLE(TUMBLE(TABLE Ticks, DESCRIPTOR(rowtime), INTERVAL '5' SECOND))
GROUP BY symbol, window_start, window_end
