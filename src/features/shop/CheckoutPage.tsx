import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconBuildingOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import {
  placeOf,
  type CheckoutEvent,
  type CheckoutPlace,
  type CheckoutSnapshot,
  type CheckoutStep,
} from '@machines/checkout/checkout.machine';
import { OrganisationSwitcher, useActiveOrganisation } from '@/features/organisations/shared';
import { Spinner } from '@/ui/Spinner';
import { AddressView } from './AddressView';
import { CartView } from './CartView';
import { CHECKOUT_PURPOSE, forgetIdempotencyKey } from './checkout-key';
import { useCheckoutRuntime } from './checkout-runtime';
import { CHECKOUT_PATHS, placeFromSearch, searchOfPlace, type CheckoutSearch } from './checkout-search';
import { ConfirmationView } from './ConfirmationView';
import { PaymentView } from './PaymentView';
import { shopKeys } from './shop-queries';

const samePlace = (a: CheckoutPlace, b: CheckoutPlace) => JSON.stringify(placeOf(a)) === JSON.stringify(placeOf(b));

/** The page the flow is on, drawn from its state. */
function StepView({ snapshot, send }: { snapshot: CheckoutSnapshot; send: (event: CheckoutEvent) => void }) {
  switch (snapshot.context.step) {
    case 'cart':
      return <CartView snapshot={snapshot} send={send} />;
    case 'address':
      return <AddressView snapshot={snapshot} send={send} />;
    case 'payment':
      return <PaymentView snapshot={snapshot} send={send} />;
    case 'confirmation':
      return <ConfirmationView snapshot={snapshot} send={send} />;
  }
}

/**
 * The flow on one page: started from the page's address, it follows the flow to the page of the
 * step it moves to (a new entry in the history, so Back returns), keeps the address saying where
 * it stands within the page (replaced), and leaves for the provider when the order is made.
 */
function CheckoutFlow({
  organisationId,
  step,
  start,
  search,
  onWrite,
}: {
  organisationId: number;
  step: CheckoutStep;
  start: CheckoutPlace;
  search: CheckoutSearch;
  /** Says which place the flow is about to write into the address, so the page does not start it again. */
  onWrite(place: CheckoutPlace): void;
}) {
  const runtime = useCheckoutRuntime();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const actor = useActorRef(runtime.logic, { ...runtime.options, input: { organisationId, ...start } });
  const snapshot = useSelector(actor, (s) => s);
  const place = placeOf(snapshot.context);
  const placeKey = JSON.stringify(place);
  const latest = useRef({ search, step, onWrite });
  useEffect(() => {
    latest.current = { search, step, onWrite };
  });
  useEffect(() => {
    const next = JSON.parse(placeKey) as CheckoutPlace;
    const { search: shown, step: page, onWrite: write } = latest.current;
    if (samePlace(next, placeFromSearch(page, shown))) return;
    const nextSearch = searchOfPlace(next, shown.org);
    if (next.step !== page) {
      void navigate({ to: CHECKOUT_PATHS[next.step], search: nextSearch });
      return;
    }
    write(next);
    void navigate({ to: CHECKOUT_PATHS[page], search: nextSearch, replace: true });
  }, [placeKey, navigate]);
  const paymentUrl = snapshot.matches({ payment: 'redirecting' }) ? snapshot.context.paymentUrl : null;
  useEffect(() => {
    if (paymentUrl) runtime.leaveFor(paymentUrl);
  }, [paymentUrl, runtime]);
  const settled = snapshot.matches('complete') || snapshot.matches('declined');
  useEffect(() => {
    if (!settled) return;
    // The next purchase, even of the same cart, is another order; the paid one changed the cart,
    // the business's plan and its orders.
    forgetIdempotencyKey(CHECKOUT_PURPOSE);
    void queryClient.invalidateQueries({ queryKey: shopKeys.all });
  }, [settled, queryClient]);
  // A page the flow is leaving draws nothing of the next: the next page draws it.
  if (snapshot.context.step !== step) return null;
  return <StepView snapshot={snapshot} send={actor.send} />;
}

/**
 * Starts the flow again whenever the address names another place than the one it wrote itself:
 * a reload, Back or Forward, a link, or the provider sending the buyer back.
 */
function CheckoutFromAddress({ organisationId, step, search }: { organisationId: number; step: CheckoutStep; search: CheckoutSearch }) {
  const place = placeFromSearch(step, search);
  const placeKey = JSON.stringify(place);
  const written = useRef(placeKey);
  const [start, setStart] = useState({ place, generation: 0 });
  useEffect(() => {
    if (placeKey === written.current) return;
    written.current = placeKey;
    setStart((before) => ({ place: JSON.parse(placeKey) as CheckoutPlace, generation: before.generation + 1 }));
  }, [placeKey]);
  return (
    <CheckoutFlow
      key={start.generation}
      organisationId={organisationId}
      step={step}
      start={start.place}
      search={search}
      onWrite={(next) => {
        written.current = JSON.stringify(next);
      }}
    />
  );
}

function Notice({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Center py={60}>
      <Stack align="center" gap="xs" maw={440} ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconBuildingOff size={26} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
          {children}
        </Text>
      </Stack>
    </Center>
  );
}

/**
 * A page of the checkout for the business the client is looking at (the switcher, for someone in
 * several): only its owners buy for it. The confirmation shows to anyone who paid, whatever
 * business is chosen: the order says whose it is.
 */
export function CheckoutPage({ step, search }: { step: CheckoutStep; search: CheckoutSearch }) {
  const { t } = useLingui();
  const { active, isPending } = useActiveOrganisation();
  const titles: Record<CheckoutStep, string> = {
    cart: t`Cart`,
    address: t`Billing address`,
    payment: t`Payment`,
    confirmation: t`Payment`,
  };
  const business = active?.name;
  let body: ReactNode;
  if (isPending)
    body = (
      <Center py={60}>
        <Spinner label={t`Loading`} />
      </Center>
    );
  else if (!active)
    body = (
      <Notice title={<Trans>You do not belong to a business yet</Trans>}>
        <Trans>Purchases are made for a business. Once you own one, you can buy plans and services for it here.</Trans>
      </Notice>
    );
  else if (active.role !== 'owner' && step !== 'confirmation')
    body = (
      <Notice title={<Trans>Only an owner of {business} can buy for it</Trans>}>
        <Trans>Ask an owner of the business to make the purchase, or choose a business you own.</Trans>
      </Notice>
    );
  else body = <CheckoutFromAddress key={active.id} organisationId={active.id} step={step} search={search} />;
  return (
    <Stack gap="md" maw={880}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={1} fz="h2">
          {titles[step]}
        </Title>
        {step !== 'confirmation' && <OrganisationSwitcher />}
      </Group>
      {body}
    </Stack>
  );
}
