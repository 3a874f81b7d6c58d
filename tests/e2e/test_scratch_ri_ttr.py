import time

import pytest

from tests.e2e.measure import too_small
from tests.e2e.test_play_page import open_seat
from tests.pictures.positions import create_over_http

# widest texts vs their board/column
WIDE = "return Array.from(document.querySelectorAll('#picture svg text'), t => [t.textContent.slice(0,50), t.getComputedTextLength(), t.getBBox().x]).sort((a,b)=>b[1]-a[1]).slice(0,6);"

@pytest.mark.parametrize("name,seats,steps", [("railroad-ink", 3, None), ("railroad-ink", 2, 2000), ("ticket-to-ride", 3, None), ("ticket-to-ride", 2, 2000)])
def test_scratch(served, browser, name, seats, steps):
    http, base = served.http, served.url
    created = create_over_http(http, base, name, seat_count=seats, steps=steps)
    gid = created["game"]["id"]
    for who, frag in (("seat", f"#token={created['seats'][0]['token']}"), ("spect", "")):
        open_seat(browser, f"{base}/games/{gid}{frag}") if frag else browser.get(f"{base}/games/{gid}")
        time.sleep(1.5)
        w = browser.execute_script("const s=document.querySelector('#picture svg');return [s.getBoundingClientRect().width, s.viewBox.baseVal.width]")
        print(name, seats, steps, who, w, "small:", too_small(browser)[:8])
        print(browser.execute_script(WIDE))
        from selenium.webdriver.common.by import By
        browser.set_window_size(1400, 2000)
        browser.find_element(By.CSS_SELECTOR, "#picture svg").screenshot(f"/tmp/ri-ttr-shots/{name}-{seats}-{steps}-{who}.png")
        browser.set_window_size(1400, 1000)
