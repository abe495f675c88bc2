-- The EMR list sorted by status, level of care or location read every client in the caller's scope
-- and sorted them all (20 to 35 ms of 10,000 clients) to show 25. These indexes hand the list its
-- rows already in order, so a page stops after its 25 rows (a few hundred for a page by location).

-- Status in the list's order (pending admission, active, discharged): list.ts STATUS_ORDER.
CREATE INDEX clients_list_status_order_idx ON clients (
  organization_id, (CASE status WHEN 'pending_admission' THEN 0 WHEN 'active' THEN 1 ELSE 2 END), mr_no
);

-- Level of care in the order of LEVELS_OF_CARE (schema/src/clientChart.ts): list.ts LEVEL_ORDER. A level
-- added there needs this index made again with it (clients.int.test.ts compares the two).
CREATE INDEX clients_list_level_order_idx ON clients (
  organization_id,
  array_position(
    ARRAY['0.5', '1', '2.1', '2.5', '3.1', '3.3', '3.5', '3.7', '4', '1-WM', '2-WM', '3.2-WM', '3.7-WM', '4-WM',
      '4e-1.0', '4e-1.5', '4e-1.7', '4e-2.1', '4e-2.5', '4e-2.7', '4e-3.1', '4e-3.5', '4e-3.7', '4e-4.0']::text[],
    level_of_care
  ),
  mr_no
);

-- By location the list walks the locations in name order and each one's clients by MR number.
CREATE INDEX clients_list_location_order_idx ON clients (location_id, mr_no);
