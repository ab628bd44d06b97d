-- The seamless wallet's common case, a bet or a win that finds its way clear, as one call each
-- (docs/seamless-wallet.md, "One call"). Each is the same money command as the long way in
-- modules/vendors/seamless-service.ts, in the same order and with the same locks (the bet row, then
-- the ledger's accounts): bet row, `ledger_post`, the vendor's transaction id with its answer, and
-- the balance event, committed together or not at all. When the way is not clear (the bet id is
-- taken, the named bet is not this player's open bet) they write nothing and return no row, and
-- the caller takes the long way, which tells replays, tombstones and refusals apart.
-- Errors roll the whole call back: a member balance below zero is the ledger's CHECK violation; a
-- transaction id or ledger key already used is a unique violation naming its constraint.

-- The answer a call stores with its transaction id, as fromMinor() writes amounts.
CREATE OR REPLACE FUNCTION seamless_answer(p_balance bigint, p_currency text, p_bet_id bigint)
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'balance', (p_balance::numeric / 100)::numeric(30, 2)::text,
    'currency', p_currency,
    'betId', p_bet_id)
$$;
--> statement-breakpoint

-- Posts a call's legs with the bet they belong to as their reference, refusing a ledger key that
-- was used before (its replay is the long way's business).
CREATE OR REPLACE FUNCTION seamless_post(
  p_merchant_id integer, p_member_id bigint, p_currency text, p_bet_id bigint,
  p_ledger_key text, p_ledger_hash text, p_deltas jsonb, p_legs jsonb
) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_batch bigint;
  v_balance bigint;
BEGIN
  SELECT p.batch_id INTO v_batch FROM ledger_post(
    p_merchant_id, p_currency, p_ledger_key, p_ledger_hash, p_deltas,
    (SELECT jsonb_agg(l || jsonb_build_object('reference', 'bet:' || p_bet_id)) FROM jsonb_array_elements(p_legs) l)
  ) p;
  IF v_batch IS NULL THEN
    RAISE EXCEPTION 'ledger key % was already used', p_ledger_key
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'ledger_batches_key';
  END IF;
  SELECT a.balance INTO v_balance FROM ledger_accounts a
  WHERE a.merchant_id = p_merchant_id AND a.currency = p_currency AND a.kind = 'member_main'
    AND a.member_id = p_member_id;
  RETURN v_balance;
END
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION seamless_bet(
  p_merchant_id integer, p_member_id bigint, p_vendor_code text, p_game_code text, p_game_type text,
  p_round_id text, p_transaction_id text, p_currency text, p_amount bigint, p_placed_at timestamptz,
  p_request_hash text, p_ledger_key text, p_ledger_hash text, p_deltas jsonb, p_legs jsonb,
  p_event_kind text, p_event_payload jsonb
) RETURNS TABLE (bet_id bigint, balance bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_bet bigint;
  v_balance bigint;
BEGIN
  INSERT INTO bets (merchant_id, member_id, vendor_code, game_code, game_type, round_id,
    bet_transaction_id, wallet_mode, currency, stake, valid_bet, status, placed_at)
  VALUES (p_merchant_id, p_member_id, p_vendor_code, p_game_code, p_game_type, p_round_id,
    p_transaction_id, 'seamless', p_currency, p_amount, p_amount, 'open', p_placed_at)
  ON CONFLICT DO NOTHING
  RETURNING id INTO v_bet;
  IF v_bet IS NULL THEN
    RETURN;
  END IF;
  v_balance := seamless_post(p_merchant_id, p_member_id, p_currency, v_bet, p_ledger_key, p_ledger_hash,
    p_deltas, p_legs);
  INSERT INTO seamless_transactions (vendor_code, transaction_id, action, request_hash, bet_id, answer)
  VALUES (p_vendor_code, p_transaction_id, 'bet', p_request_hash, v_bet,
    seamless_answer(v_balance, p_currency, v_bet));
  INSERT INTO domain_events (merchant_id, member_id, kind, payload)
  VALUES (p_merchant_id, p_member_id, p_event_kind, p_event_payload);
  RETURN QUERY SELECT v_bet, v_balance;
END
$$;
--> statement-breakpoint

-- A win settles the player's open bet; a payout of 0 moves nothing and announces nothing.
CREATE OR REPLACE FUNCTION seamless_win(
  p_merchant_id integer, p_member_id bigint, p_vendor_code text, p_bet_transaction_id text,
  p_transaction_id text, p_currency text, p_payout bigint, p_settled_at timestamptz,
  p_request_hash text, p_ledger_key text, p_ledger_hash text, p_deltas jsonb, p_legs jsonb,
  p_event_kind text, p_event_payload jsonb
) RETURNS TABLE (bet_id bigint, balance bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_bet bigint;
  v_balance bigint;
BEGIN
  UPDATE bets b SET status = 'settled', payout = p_payout, settled_at = p_settled_at
  WHERE b.vendor_code = p_vendor_code AND b.bet_transaction_id = p_bet_transaction_id
    AND b.merchant_id = p_merchant_id AND b.member_id = p_member_id AND b.status = 'open'
  RETURNING b.id INTO v_bet;
  IF v_bet IS NULL THEN
    RETURN;
  END IF;
  IF p_payout > 0 THEN
    v_balance := seamless_post(p_merchant_id, p_member_id, p_currency, v_bet, p_ledger_key, p_ledger_hash,
      p_deltas, p_legs);
    INSERT INTO domain_events (merchant_id, member_id, kind, payload)
    VALUES (p_merchant_id, p_member_id, p_event_kind, p_event_payload);
  ELSE
    SELECT a.balance INTO v_balance FROM ledger_accounts a
    WHERE a.merchant_id = p_merchant_id AND a.currency = p_currency AND a.kind = 'member_main'
      AND a.member_id = p_member_id;
  END IF;
  v_balance := coalesce(v_balance, 0);
  INSERT INTO seamless_transactions (vendor_code, transaction_id, action, request_hash, bet_id, answer)
  VALUES (p_vendor_code, p_transaction_id, 'win', p_request_hash, v_bet,
    seamless_answer(v_balance, p_currency, v_bet));
  RETURN QUERY SELECT v_bet, v_balance;
END
$$;
