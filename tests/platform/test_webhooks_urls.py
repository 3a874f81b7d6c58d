"""Webhook URLs at registration over the API (issue 39): an IPv4 address written in another form than four
decimal numbers is refused (the resolver would take it as the address it is, not as a name), and so is
every address that is not the internet's, however it is wrapped (6to4, NAT64, Teredo, IPv4-mapped)."""
from __future__ import annotations

import ipaddress

import pytest

from service.app.webhooks import Destinations
from tests.platform.support import Api, bearer, new_account
from tests.platform.test_webhooks import register, unguarded  # noqa: F401

OTHER_FORMS = {  # -> the address the resolver reads
    "http://2130706433/": "127.0.0.1", "http://0x7f.1/": "127.0.0.1", "http://0177.0.0.1/": "127.0.0.1",
    "http://127.1/": "127.0.0.1", "http://0x7f000001:8080/x": "127.0.0.1", "http://017700000001/": "127.0.0.1",
    "http://0xa9.0xfe.0xa9.0xfe/latest/meta-data": "169.254.169.254", "https://10.1/": "10.0.0.1",
    "http://0/": "0.0.0.0", "http://134744072/": "8.8.8.8",  # a public address too: one spelling of it
}
NOT_PUBLIC = (
    "http://[2002:7f00:1::1]/",  # 6to4 of 127.0.0.1
    "http://[2002:a9fe:a9fe::]/",  # 6to4 of 169.254.169.254
    "http://[2002:c0a8:1::1]:8080/",  # 6to4 of 192.168.0.1
    "http://192.0.0.8/", "http://192.0.0.9/",  # IETF protocol assignments
    "http://192.88.99.1/",  # 6to4 relay anycast
    "http://[64:ff9b::7f00:1]/", "http://[64:ff9b::808:808]/",  # NAT64 (of loopback; and as a whole)
    "http://[64:ff9b:1::a00:1]/",  # local-use NAT64
    "http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/",  # Teredo
    "http://[::ffff:7f00:1]/", "http://[0:0:0:0:0:ffff:a9fe:a9fe]/",  # IPv4-mapped
    "http://[::127.0.0.1]/", "http://[::ffff:0:7f00:1]/",  # IPv4-compatible, IPv4-translated
    "http://[3fff::1]/", "http://[2001:db8::1]/",  # documentation
)
PUBLIC = ("http://8.8.8.8/", "https://1.1.1.1:8443/hooks?x=1", "http://[2606:4700:4700::1111]/",
          "http://[2002:808:808::1]/",  # 6to4 of 8.8.8.8
          "https://hooks.example.com/trackside", "http://0x7f.example.com/", "http://127.1.example/")


def test_ipv4_in_other_forms_and_addresses_that_are_not_public_are_refused_at_registration(unguarded):  # noqa: F811
    _, key = new_account(unguarded)
    for url, address in OTHER_FORMS.items():
        answer = register(unguarded, key, url)
        assert answer.status_code == 422 and answer.headers["Content-Type"] == "application/problem+json", url
        assert answer.json()["code"] == "url_not_allowed" and f"IPv4 address {address} written another way" \
            in answer.json()["detail"], (url, answer.json())
    for url in NOT_PUBLIC:
        answer = register(unguarded, key, url)
        assert answer.status_code == 422 and answer.json()["code"] == "url_not_allowed", url
        assert "not a public address" in answer.json()["detail"], (url, answer.json())
    for url in PUBLIC:
        made = register(unguarded, key, url)
        assert made.status_code == 201 and made.json()["url"] == url, (url, made.text)
        assert unguarded.delete(f"/v1/me/webhooks/{made.json()['id']}", headers=bearer(key)).status_code == 204


@pytest.mark.memory
def test_another_form_of_an_allowed_address_is_refused_too(served):
    """The tests' servers allow 127.0.0.1 only: 127.1 is refused for its form, not sent to."""
    client = Api(served)
    _, key = new_account(client)
    answer = register(client, key, "http://127.1:9/")
    assert answer.status_code == 422 and answer.json()["code"] == "url_not_allowed"
    assert register(client, key, "http://127.0.0.1:9/").status_code == 201


@pytest.mark.parametrize("address", ["2002:7f00:1::1", "2002:a00:1::1", "192.0.0.8", "192.88.99.1",
                                     "64:ff9b::7f00:1", "::ffff:127.0.0.1", "2001:0:4136:e378:8000:63bf:3fff:fdd2"])
def test_a_name_resolving_to_a_wrapped_or_special_address_is_refused_when_sent(address):
    """The same judgement at delivery, on the addresses a name resolves to."""
    assert not Destinations.of((), False).address_allowed("hooks.example.com", ipaddress.ip_address(address))
