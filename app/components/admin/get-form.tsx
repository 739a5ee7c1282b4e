import type { ComponentProps, FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A search or filter form of the back office: a plain `<form method="get">` (it works before the page hydrates)
 * that, once hydrated, navigates in the app to `action` (this page when left out) with the form's fields as the
 * query string. Not React Router's `<Form>`: the storefront shares React Router's chunk with the back office, and
 * `<Form>` would add its code to every shopper's first load (ADR 0030).
 */
export function GetForm({
  action,
  ...props
}: Omit<ComponentProps<'form'>, 'method' | 'action' | 'onSubmit'> & { action?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = new URL(action ?? location.pathname, window.location.href);
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') query.append(name, value);
    }
    navigate(`${target.pathname}?${query.toString()}${target.hash}`);
  }
  return <form method="get" action={action} onSubmit={submit} {...props} />;
}
