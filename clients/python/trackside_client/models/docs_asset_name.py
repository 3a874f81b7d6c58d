from enum import StrEnum


class DocsAssetName(StrEnum):
    FAVICON_32X32_PNG = "favicon-32x32.png"
    INDEX_CSS = "index.css"
    SWAGGER_UI_BUNDLE_JS = "swagger-ui-bundle.js"
    SWAGGER_UI_CSS = "swagger-ui.css"
    SWAGGER_UI_STANDALONE_PRESET_JS = "swagger-ui-standalone-preset.js"

    def __str__(self) -> str:
        return str(self.value)
